import type { RosterType, VacantRosterRow } from "@brigade/contract/rosters";
import { Box, Group, Paper, Stack } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { LoadingState } from "../../components/loading-state";
import { QueryError } from "../../components/query-error";
import { TablePager } from "../../components/table-pager";
import { useLocations } from "../../features/locations/api/location-index";
import { type RosterFilters, useRoster } from "../../features/rosters/api/roster-index";
import { RosterActions } from "../../features/rosters/components/roster-actions";
import { ScheduleShiftsTable } from "../../features/rosters/components/schedule-shifts-table";
import { VacantShiftsTable } from "../../features/rosters/components/vacant-shifts-table";
import { type RosterView, readRosterView, sortBy, writeRosterView } from "../../features/rosters/lib/roster-params";
import { filterQuery, type ShiftFilters, toServerDay } from "../../features/shifts/lib/shift-filters";
import { EmployeeTimeline } from "../../features/timelines/components/employee-timeline";
import { timelinePlace } from "../../features/timelines/lib/timeline-place";
import { type AssignRequest, AssignShiftDialog } from "./assign-shift-dialog";
import { ShiftFiltersSidebar } from "./shift-filters-sidebar";
import { useShiftFilters } from "./use-shift-filters";

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

type Props = {
  rosterType: RosterType;
  /** The per-employee roster (the employee timeline) instead of the listing. */
  perEmployee?: boolean;
  /** A location chosen by the page (the dashboard): the sidebar then has no Location filter. */
  fixedLocation?: string;
  /** The dashboard's filter toggle; unset, the roster page shows them, with their own Hide filters. */
  showFilters?: boolean;
  onViewAll: () => void;
};

/** A roster listing (vacant or schedule shifts) with its sidebar, pager, View All and Export: /shifts-roster and the dashboard. */
export function RosterWorkspace({ rosterType, perEmployee = false, fixedLocation, showFilters, onViewAll }: Props) {
  const { t } = useTranslation("rosters");
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { filters } = useShiftFilters(fixedLocation);
  const view = readRosterView(params);
  // The row whose Assign was pressed: the Assign Shift modal opens on its slot and role.
  const [assignRequest, setAssignRequest] = useState<AssignRequest | null>(null);
  const closeAssign = useCallback(() => setAssignRequest(null), []);
  const assign = (row: VacantRosterRow) =>
    setAssignRequest({ shiftId: row.shift.id, preset: { slotId: row.slot_id, areaRoleId: row.area_roles.id } });

  // Navigating keeps the hash (setSearchParams would drop it); the tab in the URL is the page's business.
  const update = (patch: Partial<RosterView>) => {
    const next = writeRosterView(params, patch);
    const tab = params.get("tab");
    if (tab) next.set("tab", tab);
    else next.delete("tab");
    navigate({ search: `?${next}`, hash }, { preventScrollReset: true });
  };

  const request = { page: view.page, length: view.length, sort: view.sort, order: view.order };
  const query = rosterFilters(filters);
  // One hook per roster, so a table never receives the other roster's rows while a page loads.
  const vacant = useRoster(
    { ...request, rosterType: "vacant_shifts", filters: query },
    !perEmployee && rosterType === "vacant_shifts",
  );
  const schedule = useRoster(
    { ...request, rosterType: "schedule_shifts", filters: query },
    !perEmployee && rosterType === "schedule_shifts",
  );
  const current = rosterType === "vacant_shifts" ? vacant : schedule;
  const total = current.data?.total ?? 0;

  // A page past the end (after a filter or size change) moves to the last page there is.
  const lastPage = Math.max(Math.ceil(total / view.length), 1);
  useEffect(() => {
    if (current.data && !current.isPlaceholderData && view.page > lastPage) update({ page: lastPage });
  });

  const locations = useLocations();
  const place = timelinePlace(locations.data ?? [], filters.location, filters.date);
  const { from: _from, to: _to, ...timelineFilters } = query;

  const listing = current.isPending ? (
    <LoadingState label={t("workspace.loading")} />
  ) : current.isError ? (
    <QueryError error={current.error} onRetry={() => current.refetch()} />
  ) : total === 0 ? (
    <EmptyState title={t("workspace.noRecord")}>{t(`workspace.empty.${rosterType}`)}</EmptyState>
  ) : (
    <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }}>
      {rosterType === "vacant_shifts" && vacant.data ? (
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
      <Group align="flex-start" gap="md" style={{ flexWrap: "wrap" }}>
        {(showFilters ?? true) && (
          <ShiftFiltersSidebar
            view="listing"
            shownDate={filters.date ?? filters.start}
            fixedLocation={fixedLocation}
            collapsible={showFilters === undefined}
          />
        )}
        <Box style={{ flex: "1 1 320px", minWidth: 0 }}>
          {perEmployee ? (
            <EmployeeTimeline
              key={`${filters.date}-${place.zone}`}
              filters={timelineFilters}
              initialDay={place.initialDay}
              zoneNote={place.zoneNote}
            />
          ) : (
            <Stack gap="sm">
              <Group justify="flex-end" gap="xs">
                <RosterActions
                  rosterType={rosterType}
                  total={total}
                  request={{ sort: view.sort, order: view.order, filters: query }}
                  onViewAll={onViewAll}
                />
              </Group>
              {listing}
            </Stack>
          )}
        </Box>
      </Group>
      <AssignShiftDialog request={assignRequest} onClose={closeAssign} />
    </>
  );
}
