import { useSearchParams } from "react-router";
import { clearFilters, readFilters, type ShiftFilters, writeFilters } from "../../features/shifts/lib/shift-filters";

/** The sidebar filters, read from and written to the URL. */
export function useShiftFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  return {
    params,
    setParams,
    filters,
    setFilters: (next: ShiftFilters) => setParams((current) => writeFilters(current, next), { replace: true }),
    clear: () => setParams((current) => clearFilters(current), { replace: true }),
  };
}
