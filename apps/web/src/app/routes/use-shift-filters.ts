import { clearFilters, readFilters, type ShiftFilters, writeFilters } from "../../features/shifts/lib/shift-filters";
import { useUrlParams } from "../../lib/use-url-params";

/**
 * The sidebar filters, read from and written to the URL. With `fixedLocation` (the dashboard, whose location is
 * chosen above its tabs) that location replaces the URL's, and writing the filters leaves the URL's alone.
 */
export function useShiftFilters(fixedLocation?: string) {
  const [params, setParams] = useUrlParams();
  const inUrl = readFilters(params);
  const filters = fixedLocation ? { ...inUrl, location: fixedLocation } : inUrl;
  return {
    params,
    setParams,
    filters,
    setFilters: (next: ShiftFilters) =>
      setParams(
        (current) => writeFilters(current, fixedLocation ? { ...next, location: readFilters(current).location } : next),
        { replace: true },
      ),
    clear: () => setParams((current) => clearFilters(current), { replace: true }),
  };
}
