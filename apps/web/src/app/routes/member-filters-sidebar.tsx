import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LoadingState } from "../../components/loading-state";
import { QueryError } from "../../components/query-error";
import { shiftNamesQueryOptions } from "../../features/shift-names/api/shift-name-index";
import { ShiftFiltersPanel } from "../../features/shifts/components/shift-filters-panel";
import type { CalendarScope } from "./calendar-scope";
import { FiltersFrame } from "./filters-frame";
import { areaSource, ownRoleSources, roleSource } from "./shift-filter-sources";
import { useShiftFilters } from "./use-shift-filters";

type Props = { scope: CalendarScope; shownDate: string | null };

/**
 * The employee-side calendar's filters: no Availability, Employees or Shift Status (spec section 2), and
 * Work Area and Roles from the scope (the caller's own roles, or all for an owner), and Day Part.
 */
export function MemberFiltersSidebar({ scope, shownDate }: Props) {
  const { t } = useTranslation("member");
  const { filters, setFilters, clear } = useShiftFilters();
  const names = useQuery(shiftNamesQueryOptions());

  return (
    <FiltersFrame>
      {scope.status === "pending" || names.isPending ? (
        <LoadingState label={t("memberCalendar.filtersLoading")} />
      ) : scope.status === "error" ? (
        <QueryError error={scope.error} onRetry={scope.retry} />
      ) : names.isError ? (
        <QueryError error={names.error} onRetry={() => names.refetch()} />
      ) : (
        <ShiftFiltersPanel
          filters={filters}
          onChange={setFilters}
          onClear={clear}
          locations={scope.places}
          shiftNames={names.data ?? []}
          view="calendar"
          staff={false}
          withDayPart
          sources={
            scope.roles
              ? ownRoleSources(filters, scope.roles)
              : { areas: areaSource(filters, scope.locations ?? []), roles: roleSource(filters) }
          }
          shownDate={shownDate}
        />
      )}
    </FiltersFrame>
  );
}
