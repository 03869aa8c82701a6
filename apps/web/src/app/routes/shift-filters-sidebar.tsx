import { useTranslation } from "react-i18next";
import { LoadingState } from "../../components/loading-state";
import { QueryError } from "../../components/query-error";
import { useLocations } from "../../features/locations/api/location-index";
import { useShiftNames } from "../../features/shift-names/api/shift-name-index";
import { type FilterView, ShiftFiltersPanel } from "../../features/shifts/components/shift-filters-panel";
import { isManagerRole, useSession } from "../session";
import { FiltersFrame } from "./filters-frame";
import { areaSource, employeeSource, roleSource } from "./shift-filter-sources";
import { useShiftFilters } from "./use-shift-filters";

type Props = {
  view: FilterView;
  shownDate?: string | null;
  /** A location chosen elsewhere on the page (the dashboard): the Location filter is then not shown. */
  fixedLocation?: string;
  /** False where the page has its own toggle for them (the dashboard): no Hide filters of their own. */
  collapsible?: boolean;
};

/** The filters beside /calendar and /shifts; behind a "Filters" button (drawer) on a phone. */
export function ShiftFiltersSidebar({ view, shownDate, fixedLocation, collapsible = true }: Props) {
  const { t } = useTranslation("schedule");
  const { user } = useSession();
  const staff = isManagerRole(user.role);
  const { filters, setFilters, clear } = useShiftFilters(fixedLocation);
  const locations = useLocations();
  const names = useShiftNames();

  return (
    <FiltersFrame collapsible={collapsible}>
      {locations.isPending || names.isPending ? (
        <LoadingState label={t("filters.loading")} />
      ) : locations.isError ? (
        <QueryError error={locations.error} onRetry={() => locations.refetch()} />
      ) : names.isError ? (
        <QueryError error={names.error} onRetry={() => names.refetch()} />
      ) : (
        <ShiftFiltersPanel
          filters={filters}
          onChange={setFilters}
          onClear={clear}
          locations={locations.data}
          shiftNames={names.data}
          view={view}
          staff={staff}
          withLocation={!fixedLocation}
          sources={{
            employees: employeeSource,
            areas: areaSource(filters, locations.data),
            roles: roleSource(filters),
          }}
          shownDate={shownDate}
        />
      )}
    </FiltersFrame>
  );
}
