import type { CalendarEvent } from "@brigade/contract/calendar";
import type { LocationItem } from "@brigade/contract/locations";
import type { ShiftItem } from "@brigade/contract/shifts";
import { ianaName } from "@brigade/contract/time-zones";
import { Box, Group, Paper, Stack, Text } from "@mantine/core";
import { Fragment, type ReactNode, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadingState } from "../../components/loading-state";
import { QueryError } from "../../components/query-error";
import { useLocations } from "../../features/locations/api/location-index";
import { crewFor, useCalendarFeed } from "../../features/shifts/api/calendar-feed";
import { ShiftCalendar } from "../../features/shifts/components/shift-calendar";
import { ShiftDetail } from "../../features/shifts/components/shift-detail";
import {
  type CalendarView,
  feedPeriod,
  readCalendarView,
  withCalendarView,
  withDayOpened,
} from "../../features/shifts/lib/calendar-period";
import { filterQuery } from "../../features/shifts/lib/shift-filters";
import { shiftTitle } from "../../features/shifts/lib/shift-title";
import { VacantEmployeeWeek } from "../../features/timelines/components/vacant-employee-week";
import { timelinePlace } from "../../features/timelines/lib/timeline-place";
import { i18next } from "../../i18n";
import { isManagerRole, useSession } from "../session";
import { type AssignRequest, AssignShiftDialog } from "./assign-shift-dialog";
import { BookingDecision, BookingHistoryOf, BookingUnassign } from "./booking-decision";
import { CreateShiftModal } from "./create-shift-modal";
import { EditShiftModal } from "./edit-shift-modal";
import { EmployeeWeek } from "./employee-week";
import { NoLocation } from "./no-location";
import { ShiftFiltersSidebar } from "./shift-filters-sidebar";
import { useShiftFilters } from "./use-shift-filters";

/** The spec's calendar views (URL `calendar_view`): the calendar, the employee timeline, the vacant-employee week. */
export type ScheduleView = "calendar" | "employee" | "vacant_employee";
export const readScheduleView = (value: string | null): ScheduleView =>
  value === "employee" || value === "vacant_employee" ? value : "calendar";

/** The zone of the location shown; under Show All, each location's, since each shift shows at its own local time. */
function zoneLabel(shown: LocationItem[]): string {
  const zones = new Set(shown.map((l) => l.time_zone.text));
  if (zones.size <= 1) return shown[0]?.time_zone.text ?? "UTC";
  const each = shown.map((l) => `${l.name} ${l.time_zone.text}`).join("; ");
  return i18next.t("schedule:workspace.eachZone", { zones: each });
}

type Props = {
  /** Which view to show; team members always get the calendar. */
  scheduleView: ScheduleView;
  /** Controls above the view that switch it (the calendar page's segmented control, the dashboard's buttons). */
  viewSwitch?: ReactNode;
  /** A location chosen by the page (the dashboard): the sidebar then has no Location filter. */
  fixedLocation?: string;
  /** The dashboard's filter toggle; the calendar page always shows them. */
  showFilters?: boolean;
  /** The label of the vacant-employee week's search box. */
  searchLabel?: string;
  /**
   * Shown to owners and managers above the calendar, with what the calendar shows (the calendar page's publish bar
   * for the week shown): for the location chosen, or under Show All for each location (`amongAll`).
   */
  weekBar?: (shown: {
    location: LocationItem;
    timeZone: string;
    range: { from: string; to: string; date: string };
    amongAll: boolean;
  }) => ReactNode;
  /** Told what the calendar shows whenever it changes (the calendar page's Copy week starts from that week). */
  onRangeChange?: (range: { from: string; to: string; date: string }, timeZone: string) => void;
};

/** The calendar, the employee timeline or the vacant-employee week, with the sidebar and their modals. */
export function ScheduleWorkspace(props: Props) {
  const { scheduleView: wanted, viewSwitch, fixedLocation, showFilters, searchLabel, weekBar } = props;
  const { onRangeChange } = props;
  const { t } = useTranslation("schedule");
  const { user } = useSession();
  const staff = isManagerRole(user.role);
  const { params, setParams, filters } = useShiftFilters(fixedLocation);
  const view = readCalendarView(params.get("view"));
  const [range, setRange] = useState<{ from: string; to: string; date: string } | null>(null);
  const [createDate, setCreateDate] = useState<string | null>(null);
  // The event clicked: its panel loads the shift in full by id.
  const [openEvent, setOpenEvent] = useState<CalendarEvent | null>(null);
  const [editing, setEditing] = useState<ShiftItem | null>(null);
  // Team members have the calendar only: the timeline and vacant-employee week are for managers.
  const scheduleView = staff ? wanted : "calendar";
  // The Assign Shift modal, opened from a slot of the shift panel or a cell of the vacant-employee week.
  const [assignRequest, setAssignRequest] = useState<AssignRequest | null>(null);
  const closeAssign = useCallback(() => setAssignRequest(null), []);

  const locations = useLocations();
  const chosen = locations.data?.find((l) => String(l.id) === filters.location) ?? locations.data?.[0];
  const timeZone = chosen ? ianaName(chosen.time_zone) : "UTC";
  const timeZoneLabel = zoneLabel(filters.location === "showAll" ? (locations.data ?? []) : chosen ? [chosen] : []);

  const period = feedPeriod(filters, range);
  const query = filterQuery(filters, { calendar: true, staff });
  const feed = useCalendarFeed(
    period && scheduleView === "calendar" ? { ...query, ...period, ...crewFor(view) } : null,
  );
  const { initialDay, zoneNote } = timelinePlace(locations.data ?? [], filters.location, filters.date);
  const zones = new Map((locations.data ?? []).map((l) => [l.id, ianaName(l.time_zone)]));
  const { shift_status: _status, ...timelineFilters } = query;

  const setView = (next: CalendarView) => setParams((current) => withCalendarView(current, next), { replace: true });
  // A day's "+N more" in month view: that day in day view (Back returns to the month).
  const openDay = (day: string) => setParams((current) => withDayOpened(current, day));

  if (locations.isPending) return <LoadingState label={t("workspace.loading")} />;
  if (locations.isError) return <QueryError error={locations.error} onRetry={() => locations.refetch()} />;
  if (locations.data.length === 0) return <NoLocation>{t("createShift.needLocation")}</NoLocation>;

  return (
    <>
      <Group align="flex-start" gap="md" wrap="nowrap" style={{ flexWrap: "wrap" }}>
        {(showFilters ?? true) && (
          <ShiftFiltersSidebar
            collapsible={showFilters === undefined}
            view={scheduleView}
            shownDate={filters.date ?? range?.date ?? null}
            fixedLocation={fixedLocation}
          />
        )}
        <Box style={{ flex: "1 1 320px", minWidth: 0 }}>
          <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }}>
            {staff && viewSwitch}
            {scheduleView === "employee" ? (
              <EmployeeWeek
                key={`${filters.date}-${timeZone}`}
                filters={timelineFilters}
                initialDay={initialDay}
                zoneNote={zoneNote}
                locationId={query.location_id === undefined ? null : Number(query.location_id)}
              />
            ) : scheduleView === "vacant_employee" ? (
              <VacantEmployeeWeek
                key={`${filters.date}-${timeZone}`}
                locationId={query.location_id}
                initialDay={initialDay}
                zoneOf={(id) => zones.get(id) ?? timeZone}
                zoneNote={zoneNote}
                searchLabel={searchLabel}
                onAssign={({ shiftId, slotId, areaRoleId, employee }) =>
                  setAssignRequest({ shiftId, preset: { slotId, areaRoleId, employee } })
                }
              />
            ) : (
              <Stack gap="xs">
                {/* A period too long or too full (422) says so here, with the server's message. */}
                {feed.isError && <QueryError error={feed.error} onRetry={() => feed.refetch()} />}
                {staff && weekBar && range
                  ? filters.location === "showAll"
                    ? locations.data.map((l) => (
                        <Fragment key={l.id}>
                          {weekBar({ location: l, timeZone: ianaName(l.time_zone), range, amongAll: true })}
                        </Fragment>
                      ))
                    : chosen && String(chosen.id) === filters.location
                      ? weekBar({ location: chosen, timeZone, range, amongAll: false })
                      : null
                  : null}
                <ShiftCalendar
                  feed={feed.data}
                  timeZone={timeZone}
                  timeZoneLabel={timeZoneLabel}
                  view={view}
                  date={filters.date ?? filters.start}
                  loading={feed.isFetching}
                  onViewChange={setView}
                  onOpenDay={openDay}
                  onRangeChange={(shown) => {
                    setRange(shown);
                    onRangeChange?.(shown, timeZone);
                  }}
                  onDateClick={(day) => setCreateDate(day)}
                  onShiftClick={setOpenEvent}
                />
                {feed.isSuccess && feed.data.events.length === 0 && (
                  <Text size="sm" c="dimmed" role="status">
                    {t("workspace.noShift")}
                  </Text>
                )}
              </Stack>
            )}
          </Paper>
        </Box>
      </Group>
      <CreateShiftModal
        opened={createDate !== null}
        onClose={() => setCreateDate(null)}
        date={createDate}
        locationId={chosen && filters.location !== "showAll" ? chosen.id : null}
      />
      <ShiftDetail
        shiftId={openEvent?.id ?? null}
        title={openEvent ? shiftTitle(openEvent) : undefined}
        onClose={() => setOpenEvent(null)}
        onEdit={(shift) => {
          setOpenEvent(null);
          setEditing(shift);
        }}
        onAssign={({ slotId, areaRoleId }) =>
          openEvent && setAssignRequest({ shiftId: openEvent.id, preset: { slotId, areaRoleId } })
        }
        assigning={assignRequest !== null}
        renderDecision={(booking, onDecided, shift) => (
          <BookingDecision booking={booking} shiftName={shift.name} onDecided={onDecided} />
        )}
        renderUnassign={(booking, onUnassigned, shift) => (
          <BookingUnassign booking={booking} locationId={shift.location_id} onUnassigned={onUnassigned} />
        )}
        renderHistory={(booking) => <BookingHistoryOf booking={booking} />}
      />
      <AssignShiftDialog request={assignRequest} onClose={closeAssign} />
      <EditShiftModal shift={editing} onClose={() => setEditing(null)} />
    </>
  );
}
