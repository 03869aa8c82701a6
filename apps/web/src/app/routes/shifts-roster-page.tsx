import { ROSTER_TYPES, type RosterType, type VacantRosterRow } from "@brigade/contract/rosters";
import { Box, Group, Paper, Tabs } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { TablePager } from "../../components/table-pager";
import { useLocations } from "../../features/locations/api/location-index";
import { type RosterFilters, useRoster } from "../../features/rosters/api/roster-index";
import { RosterActions } from "../../features/rosters/components/roster-actions";
import { ScheduleShiftsTable } from "../../features/rosters/components/schedule-shifts-table";
import { VacantShiftsTable } from "../../features/rosters/components/vacant-shifts-table";
import { type RosterView, readRosterView, sortBy, writeRosterView } from "../../features/rosters/lib/roster-params";
import { clearFilters, filterQuery, type ShiftFilters, toServerDay } from "../../features/shifts/lib/shift-filters";
import { EmployeeTimeline } from "../../features/timelines/components/employee-timeline";
import { timelinePlace } from "../../features/timelines/lib/timeline-place";
import { type AssignRequest, AssignShiftDialog } from "./assign-shift-dialog";
import { ShiftFiltersSidebar } from "./shift-filters-sidebar";
import { useShiftFilters } from "./use-shift-filters";

/** The hash of the per-employee roster (spec, section 2): the employee timeline, without the page-size select. */
export const PER_EMPLOYEE_HASH = "#shift_per_employee_roster";

const TAB_LABELS: Record<RosterType, string> = { vacant_shifts: "Vacant Shifts", schedule_shifts: "Schedule Shifts" };

/** The sidebar's choices as the roster reads them; without dates the server shows the upcoming rows. */
function rosterFilters(filters: ShiftFilters): RosterFilters {
  const { name, location_id, area_id, area_role_id, employee_id } = filterQuery(filters, {
    calendar: false,
    staff: true,
  });
  const ranged = filters.start || filters.end;
  const from = ranged ? filters.start : filters.date;
  const to = ranged ? filters.end : filters.date;
  return {
    name,
    location_id,
    area_id,
    area_role_id,
    employee_id,
    from: from ? toServerDay(from) : undefined,
    to: to ? toServerDay(to) : undefined,
  };
}

export function ShiftsRosterPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { filters } = useShiftFilters();
  const perEmployee = hash === PER_EMPLOYEE_HASH;
  const view = readRosterView(params);
  const tab: RosterType = perEmployee ? "schedule_shifts" : view.tab;
  // The row whose Assign was pressed: the Assign Shift modal opens on its slot and role.
  const [assignRequest, setAssignRequest] = useState<AssignRequest | null>(null);
  const closeAssign = useCallback(() => setAssignRequest(null), []);
  const assign = (row: VacantRosterRow) =>
    setAssignRequest({ shiftId: row.shift.id, preset: { slotId: row.slot_id, areaRoleId: row.area_roles.id } });

  // Navigating keeps the hash (setSearchParams would drop it).
  const go = (next: URLSearchParams, replace = false) =>
    navigate({ search: `?${next}`, hash }, { replace, preventScrollReset: true });
  const update = (patch: Partial<RosterView>) => go(writeRosterView(params, patch));

  // The sidebar writes the URL without the hash: keep the schedule tab so its listing stays in place.
  useEffect(() => {
    if (perEmployee && params.get("tab") !== "schedule_shifts")
      go(writeRosterView(params, { tab: "schedule_shifts" }), true);
  });

  const request = { page: view.page, length: view.length, sort: view.sort, order: view.order };
  const query = rosterFilters(filters);
  // One hook per roster, so a table never receives the other roster's rows while a page loads.
  const vacant = useRoster({ ...request, rosterType: "vacant_shifts", filters: query }, tab === "vacant_shifts");
  const schedule = useRoster({ ...request, rosterType: "schedule_shifts", filters: query }, tab === "schedule_shifts");
  const current = tab === "vacant_shifts" ? vacant : schedule;
  const total = current.data?.total ?? 0;

  // A page past the end (after a filter or size change) moves to the last page there is.
  const lastPage = Math.max(Math.ceil(total / view.length), 1);
  useEffect(() => {
    if (current.data && !current.isPlaceholderData && view.page > lastPage) update({ page: lastPage });
  });

  const locations = useLocations();
  const place = timelinePlace(locations.data ?? [], filters.location, filters.date);
  const { from: _from, to: _to, ...timelineFilters } = query;
  const timeline = (
    <EmployeeTimeline
      key={`${filters.date}-${place.zone}`}
      filters={timelineFilters}
      initialDay={place.initialDay}
      zoneNote={place.zoneNote}
    />
  );

  const listing = current.isPending ? (
    <LoadingState label="Loading the roster" />
  ) : current.isError ? (
    <QueryError error={current.error} onRetry={() => current.refetch()} />
  ) : total === 0 ? (
    <EmptyState title="No Record Found">No {TAB_LABELS[tab].toLowerCase()} match these filters.</EmptyState>
  ) : (
    <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }}>
      {tab === "vacant_shifts" && vacant.data ? (
        <VacantShiftsTable
          rows={vacant.data.data}
          sort={view.sort}
          order={view.order}
          onSort={(column) => update(sortBy(view, column))}
          onAssign={assign}
        />
      ) : schedule.data ? (
        <ScheduleShiftsTable
          rows={schedule.data.data}
          sort={view.sort}
          order={view.order}
          onSort={(column) => update(sortBy(view, column))}
        />
      ) : null}
      <TablePager
        page={view.page}
        pageSize={view.length}
        total={total}
        from={total === 0 ? null : (view.page - 1) * view.length + 1}
        to={total === 0 ? null : Math.min(view.page * view.length, total)}
        lastPage={lastPage}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(length) => update({ length, page: 1 })}
      />
    </Paper>
  );

  return (
    <>
      <PageHeader
        title="Shifts Roster"
        description="Open positions and who holds which shift; times on each location's clock."
        actions={
          <RosterActions
            rosterType={tab}
            total={total}
            request={{ sort: view.sort, order: view.order, filters: query }}
            onViewAll={() => go(writeRosterView(clearFilters(params), { page: 1 }))}
          />
        }
      />
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = { tab: value as RosterType, page: 1, sort: "from", order: "asc" } as const;
          // Leaving the per-employee hash: a plain tab.
          if (value) navigate({ search: `?${writeRosterView(params, next)}` });
        }}
      >
        <Tabs.List mb="md">
          {ROSTER_TYPES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ROSTER_TYPES.map((value) => (
          // Every tab has its panel (the tab points at it), only the chosen one has content.
          <Tabs.Panel key={value} value={value}>
            {value === tab && (
              <Group align="flex-start" gap="md" style={{ flexWrap: "wrap" }}>
                <ShiftFiltersSidebar calendar={false} shownDate={filters.date ?? filters.start} />
                <Box style={{ flex: "1 1 320px", minWidth: 0 }}>{perEmployee ? timeline : listing}</Box>
              </Group>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <AssignShiftDialog request={assignRequest} onClose={closeAssign} />
    </>
  );
}
