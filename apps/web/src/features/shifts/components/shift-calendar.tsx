import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import "./shift-calendar.css";
import { dateTimeIn, specClock } from "@brigade/contract/dates";
import type { ShiftItem } from "@brigade/contract/shifts";
import FullCalendar, { type EventChangeInfo, type EventInput, useCalendarController } from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import { ActionIcon, Group, SegmentedControl, Text, Title, Tooltip } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useEffect, useMemo } from "react";
import { useMoveShift } from "../api/move-shift";
import { shiftTitle, shiftZone } from "../lib/shift-title";
import { fromCalendarDate, toCalendarWall } from "../lib/zoned-time";

type Clock = { hour: number; minute: number };
/** Event and time-axis times as the spec's hh:mm A (a range as "hh:mm A – hh:mm A"). */
const SPEC_CLOCK = ({ start, end }: { start: Clock; end?: Clock | null }) =>
  end
    ? `${specClock(start.hour, start.minute)} – ${specClock(end.hour, end.minute)}`
    : specClock(start.hour, start.minute);

export type CalendarView = "dayGridMonth" | "timeGridWeek" | "timeGridDay";
export const CALENDAR_VIEWS: { value: CalendarView; label: string }[] = [
  { value: "dayGridMonth", label: "Month" },
  { value: "timeGridWeek", label: "Week" },
  { value: "timeGridDay", label: "Day" },
];

type Props = {
  shifts: ShiftItem[];
  /** The calendar's own zone (today, business hours); each shift shows at its location's wall-clock time. */
  timeZone: string;
  /** A label such as "(UTC-05:00) America/New_York", or one per location under Show All. */
  timeZoneLabel: string;
  view: CalendarView;
  /** The day shown ("YYYY-MM-DD"), or null for today. */
  date: string | null;
  onViewChange: (view: CalendarView) => void;
  /** The visible range as instants, whenever it changes. */
  onRangeChange: (range: { from: string; to: string; date: string }) => void;
  /** A day ("YYYY-MM-DD") or, in week and day view, a time ("YYYY-MM-DD HH:mm:ss") clicked, in the zone. */
  onDateClick: (date: string) => void;
  onShiftClick: (shift: ShiftItem) => void;
  loading?: boolean;
};

/** Black or white text, whichever contrasts more with the label colour (WCAG relative luminance). */
function textColorFor(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return "#fff";
  const channel = (c: string | undefined) => {
    const v = Number.parseInt(c ?? "0", 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(m[1]) + 0.7152 * channel(m[2]) + 0.0722 * channel(m[3]);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? "#000" : "#fff";
}

/** The shifts on FullCalendar 7 (month, week, day) in the location's time zone; drag or resize moves a shift. */
export function ShiftCalendar(props: Props) {
  const { shifts, timeZone, timeZoneLabel, view, date, onViewChange, onRangeChange, onDateClick, onShiftClick } = props;
  const controller = useCalendarController();
  const move = useMoveShift();

  const events = useMemo<EventInput[]>(
    () =>
      shifts.map((shift) => ({
        id: String(shift.id),
        title: shiftTitle(shift),
        start: toCalendarWall(shift.from, shiftZone(shift)),
        end: toCalendarWall(shift.to, shiftZone(shift)),
        color: shift.label_color,
        contrastColor: textColorFor(shift.label_color),
        extendedProps: { shift },
      })),
    [shifts],
  );

  // Follow the URL: the view and the day chosen in the sidebar.
  useEffect(() => {
    if (controller.view && controller.view.type !== view) controller.changeView(view);
  }, [controller, view]);
  useEffect(() => {
    if (date) controller.gotoDate(date);
  }, [controller, date]);

  const askToMove = (info: EventChangeInfo) => {
    const shift = info.event.extendedProps.shift as ShiftItem;
    const zone = shiftZone(shift);
    if (!info.event.start || !info.event.end) {
      info.revert();
      return;
    }
    // The same wall-clock time in the shift's own location (it differs from the calendar's under Show All).
    const start = fromCalendarDate(info.event.start, timeZone, zone);
    const end = fromCalendarDate(info.event.end, timeZone, zone);
    let confirmed = false;
    modals.openConfirmModal({
      title: "Move this shift?",
      centered: true,
      children: (
        <Text size="sm">
          {shift.name} ({shift.location.name}): {dateTimeIn(start, zone)} – {dateTimeIn(end, zone)}, time zone{" "}
          {shift.location.time_zone.text}. Its time slots and bookings move with it.
        </Text>
      ),
      labels: { confirm: "Move shift", cancel: "Cancel" },
      onConfirm: () => {
        confirmed = true;
        move.mutate(
          { id: shift.id, from: start.toISOString(), to: end.toISOString() },
          // The mutation cache toasts the server's message (why a move was refused, too).
          { onError: () => info.revert() },
        );
      },
      onClose: () => {
        if (!confirmed) info.revert();
      },
    });
  };

  const title = controller.view?.title ?? "";
  return (
    <div>
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Tooltip label="Previous">
            <ActionIcon variant="default" size="lg" aria-label="Previous" onClick={() => controller.prev()}>
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Next">
            <ActionIcon variant="default" size="lg" aria-label="Next" onClick={() => controller.next()}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Title order={2} size="h4" aria-live="polite">
            {title}
          </Title>
        </Group>
        <SegmentedControl
          aria-label="Calendar view"
          value={view}
          onChange={(v) => onViewChange(v as CalendarView)}
          data={CALENDAR_VIEWS}
        />
      </Group>
      <Group gap="xs" mb="xs">
        <Text size="sm" c="dimmed">
          Time zone: <b>{timeZoneLabel}</b>
        </Text>
        {(props.loading || move.isPending) && (
          <Text size="sm" c="dimmed" role="status">
            Loading…
          </Text>
        )}
      </Group>
      <div className="brigade-calendar">
        <FullCalendar
          controller={controller}
          plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, interactionPlugin]}
          initialView={view}
          initialDate={date ?? undefined}
          headerToolbar={false}
          timeZone={timeZone}
          height="auto"
          slotDuration="00:30:00"
          firstDay={1}
          showNonCurrentDates={false}
          eventDisplay="block"
          dayMaxEventRows={5}
          views={{ dayGridMonth: { dayMaxEventRows: 5 } }}
          businessHours={{ daysOfWeek: [1, 2, 3, 4, 5], startTime: "09:00", endTime: "17:00" }}
          editable
          droppable
          slotHeaderFormat={SPEC_CLOCK}
          eventTimeFormat={SPEC_CLOCK}
          events={events}
          datesSet={(info) =>
            onRangeChange({
              from: new Date(info.startStr).toISOString(),
              to: new Date(info.endStr).toISOString(),
              date: isoDay(info.view.currentStart, timeZone),
            })
          }
          dateClick={(info) =>
            onDateClick(
              info.allDay ? info.dateStr.slice(0, 10) : `${info.dateStr.slice(0, 10)} ${info.dateStr.slice(11, 19)}`,
            )
          }
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            onShiftClick(info.event.extendedProps.shift as ShiftItem);
          }}
          eventDrop={askToMove}
          eventResize={askToMove}
        />
      </div>
    </div>
  );
}

/** The calendar's current date as "YYYY-MM-DD" in the zone. */
function isoDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}
