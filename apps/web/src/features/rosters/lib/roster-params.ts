import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "@brigade/contract/enums";
import {
  ROSTER_SORTS,
  ROSTER_TYPES,
  type RosterSort,
  type RosterType,
  SORT_ORDERS,
  type SortOrder,
} from "@brigade/contract/rosters";

// The roster's tab, page, page size and sort live in the URL (a reload or a shared link shows the same rows).

export type RosterView = { tab: RosterType; page: number; length: number; sort: RosterSort; order: SortOrder };
export const DEFAULT_VIEW: RosterView = {
  tab: "vacant_shifts",
  page: 1,
  length: DEFAULT_PAGE_SIZE,
  sort: "from",
  order: "asc",
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export function readRosterView(params: URLSearchParams): RosterView {
  const page = Number(params.get("page"));
  const length = Number(params.get("length"));
  return {
    tab: oneOf(ROSTER_TYPES, params.get("tab"), DEFAULT_VIEW.tab),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    length: (PAGE_SIZES as readonly number[]).includes(length) ? length : DEFAULT_VIEW.length,
    sort: oneOf(ROSTER_SORTS, params.get("sort"), DEFAULT_VIEW.sort),
    order: oneOf(SORT_ORDERS, params.get("order"), DEFAULT_VIEW.order),
  };
}

/** Writes a change over the current params; the tab stays explicit, other defaults drop out of the URL. */
export function writeRosterView(params: URLSearchParams, patch: Partial<RosterView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const view = { ...readRosterView(params), ...patch };
  next.set("tab", view.tab);
  for (const key of ["page", "length", "sort", "order"] as const) {
    if (view[key] === DEFAULT_VIEW[key]) next.delete(key);
    else next.set(key, String(view[key]));
  }
  return next;
}

/** Clicking a column: the same one flips the order, another sorts by it ascending; back to page 1 either way. */
export function sortBy(view: RosterView, column: RosterSort): Partial<RosterView> {
  const order = view.sort === column && view.order === "asc" ? "desc" : "asc";
  return { sort: column, order, page: 1 };
}
