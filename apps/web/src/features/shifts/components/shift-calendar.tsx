import { dateTimeFormat } from "@brigade/contract/intl";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import "./shift-calendar.css";
import type { CalendarEvent, CalendarFeed } from "@brigade/contract/calendar";
import FullCalendar, { type CalendarRef, useCalendarController } from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import listPlugin from "@fullcalendar/react/list";
import esLocale from "@fullcalendar/react/locales/es";
import frLocale from "@fullcalendar/react/locales/fr";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import { ActionIcon, Group, SegmentedControl, Text, Title, Tooltip, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale, intlTag } from "../../../i18n";
import { formatClock } from "../../../lib/formats";
import {
  BUSINESS_START,
  crewLine,
  eventDay,
  eventsWithin,
  feedEvents,
  firstShiftTime,
  type ShiftEventProps,
} from "../lib/calendar-events";
import { CALENDAR_VIEWS, type CalendarView } from "../lib/calendar-period";
import { useDayFocus } from "../lib/day-focus";
import { monthCells, overflowOf, overflowTitle } from "../lib/month-overflow";
import { toCalendarWall } from "../lib/zoned-time";
import { useAskToMove } from "./ask-to-move";

type Clock = { hour: number; minute: number };
/** Event and time-axis times in the language's clock (English: the spec's hh:mm A; a range "hh:mm A – hh:mm A"). */
const SPEC_CLOCK = ({ start, end }: { start: Clock; end?: Clock | null }) =>
  end
    ? `${formatClock(start.hour, start.minute)} – ${formatClock(end.hour, end.minute)}`
    : formatClock(start.hour, start.minute);

export type { CalendarView };

/** FullCalendar's words (all-day, its own "+N more") and its day and month names in the app's language. */
const CALENDAR_LOCALES = { en: undefined, es: esLocale, fr: frLocale };

/** The spec's month cell: at most 5 event rows, the last one "+N more" when the day holds more. */
const MONTH_ROWS = 5;
/** A phone's month cell (a seventh of 390 px) cannot show a title: it shows the day's count, which opens the day. */
const PHONE = "(max-width: 36em)";
const TIMED_CLASS = "brigade-timed";
/** A time grid's height: its hours scroll inside, the toolbar and the first shift in one screen. */
const TIME_GRID_HEIGHT = "max(26rem, 75vh)";
const NO_FEED: CalendarFeed = { events: [], locations: [] };

type Props = {
  /** The period's shifts as the calendar feed gives them, with each location's zone. */
  feed: CalendarFeed | undefined;
  /** The calendar's own zone (today, business hours); each shift shows at its location's wall-clock time. */
  timeZone: string;
  /** A label such as "(UTC-05:00) America/New_York", or one per location under Show All. */
  timeZoneLabel: string;
  view: CalendarView;
  /** The day shown ("YYYY-MM-DD"), or null for today. */
  date: string | null;
  onViewChange: (view: CalendarView) => void;
  /** A day's "+N more": show that day ("YYYY-MM-DD") in day view. */
  onOpenDay: (day: string) => void;
  /** The visible range as instants, whenever it changes. */
  onRangeChange: (range: { from: string; to: string; date: string }) => void;
  /** A day ("YYYY-MM-DD") or, in week and day view, a time ("YYYY-MM-DD HH:mm:ss") clicked, in the zone. */
  onDateClick?: (date: string) => void;
  onShiftClick: (shift: CalendarEvent) => void;
  loading?: boolean;
  /** Nothing can be created or moved (a team member's calendar): no day clicks, no drag or resize. */
  readOnly?: boolean;
};

/**
 * The shifts on FullCalendar 7 (month, week, day, list) in the location's time zone; unless read-only, drag or
 * resize moves a shift and a click on a day, or Enter on it, creates one.
 */
export function ShiftCalendar(props: Props) {
  const { feed = NO_FEED, timeZone, timeZoneLabel, view, date, onViewChange, onRangeChange, onDateClick } = props;
  const editable = !props.readOnly;
  const { t } = useTranslation("schedule");
  const locale = currentLocale();
  const controller = useCalendarController();
  const { askToMove, moving, payDialog } = useAskToMove(timeZone);
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });

  // What the calendar shows now (it follows the URL a render later): the events are cut to it.
  const shown = controller.view;
  const shownType = shown?.type;
  const start = shown ? toCalendarWall(shown.activeStart, timeZone) : "";
  const end = shown ? toCalendarWall(shown.activeEnd, timeZone) : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: the events' titles are in the app's language
  const all = useMemo(() => feedEvents(feed), [feed, locale]);
  const events = useMemo(() => {
    if (!start) return [];
    const inView = eventsWithin(all, { start, end });
    return shownType === "dayGridMonth" ? monthCells(inView, phone ? 0 : MONTH_ROWS) : inView;
  }, [all, shownType, start, end, phone]);

  // A time grid opens on its first shift (at business hours' start without any), once per period shown, when its
  // shifts are in: a week reads at first sight, not from midnight. The grid scrolls in its own box for this.
  const timed = shownType?.startsWith("timeGrid") ?? view.startsWith("timeGrid");
  const calendar = useRef<CalendarRef>(null);
  const openOn = useMemo(() => (timed ? firstShiftTime(events, start, end) : null), [timed, events, start, end]);
  const openedFor = useRef("");
  useEffect(() => {
    const period = `${shownType} ${start}`;
    if (!openOn || props.loading || openedFor.current === period) return;
    openedFor.current = period;
    calendar.current?.getApi().scrollToTime(openOn);
  }, [openOn, props.loading, shownType, start]);

  // Follow the URL: the view and the day chosen in the sidebar.
  useEffect(() => {
    if (controller.view && controller.view.type !== view) controller.changeView(view);
  }, [controller, view]);
  useEffect(() => {
    if (date) controller.gotoDate(date);
  }, [controller, date]);

  // The days take focus (one Tab stop, arrows between them) where a click on a day creates a shift.
  const grid = useRef<HTMLDivElement>(null);
  useDayFocus(grid, {
    view: (shownType as CalendarView | undefined) ?? view,
    onOpen: editable ? onDateClick : undefined,
    hint: t("calendar.dayHint"),
  });

  const openDay = (day: string) => {
    controller.gotoDate(day);
    props.onOpenDay(day);
  };

  const title = controller.view?.title ?? "";
  // Seven columns of a seventh of a phone cannot show a title: the week keeps readable columns and scrolls sideways.
  const wideWeek = phone && shownType === "timeGridWeek";
  return (
    <div>
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={t("calendar.previous")}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t("calendar.previous")}
              onClick={() => controller.prev()}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t("calendar.next")}>
            <ActionIcon variant="default" size="lg" aria-label={t("calendar.next")} onClick={() => controller.next()}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Title order={2} size="h4" aria-live="polite">
            {title}
          </Title>
        </Group>
        <SegmentedControl
          aria-label={t("calendar.view")}
          value={view}
          onChange={(v) => onViewChange(v as CalendarView)}
          data={CALENDAR_VIEWS.map((value) => ({ value, label: t(`calendar.views.${value}`) }))}
        />
      </Group>
      <Group gap="xs" mb="xs">
        <Text size="sm" c="dimmed">
          {t("calendar.timeZone")} <b>{timeZoneLabel}</b>
        </Text>
        {(props.loading || moving) && (
          <Text size="sm" c="dimmed" role="status">
            {t("calendar.loading")}
          </Text>
        )}
      </Group>
      <div
        className={wideWeek ? "brigade-calendar brigade-calendar-wide-week" : "brigade-calendar"}
        ref={grid}
        // A phone's week is wider than the phone: its box scrolls sideways, and takes focus to be scrolled by keys.
        {...(wideWeek ? { tabIndex: 0, role: "group", "aria-label": t("calendar.wideWeek", { title }) } : {})}
      >
        <FullCalendar
          ref={calendar}
          controller={controller}
          plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView={view}
          initialDate={date ?? undefined}
          headerToolbar={false}
          timeZone={timeZone}
          locale={CALENDAR_LOCALES[locale]}
          // A time grid with shifts scrolls in its own box, its shifts the focusable things in it; an empty one
          // would be a box a keyboard cannot reach (axe: scrollable-region-focusable), so it takes its full height.
          height={timed && events.length > 0 ? TIME_GRID_HEIGHT : "auto"}
          scrollTime={openOn ?? BUSINESS_START}
          slotDuration="00:30:00"
          firstDay={1}
          showNonCurrentDates={false}
          // A month shows its own weeks only: four to six rows, not always six with empty ones at the foot.
          fixedWeekCount={false}
          eventDisplay="block"
          // A night shift shows on the day it starts, not on the morning it ends.
          nextDayThreshold="09:00:00"
          dayMaxEventRows={MONTH_ROWS}
          // A time grid keeps a few shifts side by side; the rest of a crowded hour is a "+N more". A day's shifts that
          // overlap stand in columns of their own rather than one over the next, which hid its times and crew.
          views={{
            dayGridMonth: { dayMaxEventRows: MONTH_ROWS },
            timeGridWeek: { eventMaxStack: 2 },
            timeGridDay: { eventMaxStack: 6, slotEventOverlap: false },
          }}
          noEventsContent={t("calendar.noShifts")}
          // FullCalendar's own "+N more" (a shift longer than a day crowding the next cell) opens the day too;
          // in day view it lists the hidden shifts.
          moreLinkClick={(info) => {
            if (info.view.type === "timeGridDay") return "popover";
            openDay(toCalendarWall(info.date, timeZone).slice(0, 10));
          }}
          businessHours={{ daysOfWeek: [1, 2, 3, 4, 5], startTime: BUSINESS_START, endTime: "17:00" }}
          editable={editable}
          droppable={editable}
          slotHeaderFormat={SPEC_CLOCK}
          eventTimeFormat={SPEC_CLOCK}
          events={events}
          // A timed event's text wraps (see the stylesheet): its column is narrow, its height holds a few lines.
          eventClass={(info) => (info.view.type.startsWith("timeGrid") ? TIMED_CLASS : undefined)}
          eventContent={(info) => {
            const overflow = overflowOf(info.event.extendedProps);
            if (!overflow) return info.view.type === "dayGridMonth" ? true : <WhoWorks info={info} />;
            return (
              <span>
                {overflowTitle(overflow)}
                <VisuallyHidden>
                  {" "}
                  {t(overflow.all ? "calendar.countHint" : "calendar.moreHint", { day: longDay(overflow.day) })}
                </VisuallyHidden>
              </span>
            );
          }}
          // A shift's name ends with its day (its time and title repeat over a week): text for screen readers
          // only, after what FullCalendar draws, so the name still holds the visible text.
          eventDidMount={(info) => {
            if (overflowOf(info.event.extendedProps)) return;
            const day = document.createElement("span");
            day.className = "brigade-sr-only";
            day.textContent = t("calendar.onDay", { day: eventDay(info.event.extendedProps as ShiftEventProps) });
            info.el.append(day);
          }}
          datesSet={(info) =>
            onRangeChange({
              from: new Date(info.startStr).toISOString(),
              to: new Date(info.endStr).toISOString(),
              date: isoDay(info.view.currentStart, timeZone),
            })
          }
          dateClick={
            editable && onDateClick
              ? (info) =>
                  onDateClick(
                    info.allDay
                      ? info.dateStr.slice(0, 10)
                      : `${info.dateStr.slice(0, 10)} ${info.dateStr.slice(11, 19)}`,
                  )
              : undefined
          }
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            const overflow = overflowOf(info.event.extendedProps);
            if (overflow) openDay(overflow.day);
            else props.onShiftClick((info.event.extendedProps as ShiftEventProps).shift);
          }}
          eventDrop={editable ? askToMove : undefined}
          eventResize={editable ? askToMove : undefined}
        />
      </div>
      {payDialog}
    </div>
  );
}

/**
 * A shift in week, day and list views: its time, the spec's title, then who works it and what is still open, each
 * on a line of its own in a time grid's narrow column, side by side on a list's line.
 */
function WhoWorks({
  info,
}: {
  info: { event: { title: string; extendedProps: unknown }; view: { type: string }; timeText: string };
}) {
  const crew = crewLine((info.event.extendedProps as ShiftEventProps).shift);
  const list = info.view.type.startsWith("list");
  return (
    <div className={list ? "brigade-event brigade-event-list" : "brigade-event"}>
      <div className="brigade-event-time">{info.timeText}</div>
      <div className="brigade-event-title">{info.event.title}</div>
      {crew && <div className="brigade-event-crew">{crew}</div>}
    </div>
  );
}

/** "YYYY-MM-DD" as "Thursday 3 December" (in the app's language), for a screen reader. */
const longDay = (day: string) =>
  dateTimeFormat(intlTag("en-GB"), { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The calendar's current date as "YYYY-MM-DD" in the zone. */
function isoDay(at: Date, timeZone: string): string {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}
