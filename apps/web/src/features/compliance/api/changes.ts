import { scheduleChangeItem } from "@brigade/contract/fair-workweek/changes";
import { paginatedPayload } from "@brigade/contract/pagination";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { downloadFrom } from "../../../lib/download";
import { SCHEDULE_KEY } from "../../../lib/schedule-key";

/** What the log is read for: a location, its days (DD-MM-YYYY, the location's zone) and maybe one employee. */
export type ChangeFilter = { location_id: number; from: string; to: string; employee_id?: number };

/** Rows a page holds. */
export const CHANGES_PAGE_LENGTH = 50;

const changesPage = paginatedPayload(scheduleChangeItem);

// Under SCHEDULE_KEY: a shift or booking written anywhere (here, or by another person: live updates) reads it again.
const keys = {
  all: [...SCHEDULE_KEY, "change-log"] as const,
  filter: (f: ChangeFilter) => [...keys.all, f.location_id, f.from, f.to, f.employee_id ?? null] as const,
  page: (f: ChangeFilter, page: number) => [...keys.filter(f), page] as const,
};

/** One page of the log; the previous page stays shown while the next loads, but not across a change of filter. */
export const useScheduleChanges = (filter: ChangeFilter | null, page: number) =>
  useQuery({
    queryKey: filter ? keys.page(filter, page) : [...keys.all, "none"],
    queryFn: async ({ signal }) =>
      (
        await api.get(
          "/compliance/changes",
          changesPage,
          { ...(filter ?? {}), page, length: CHANGES_PAGE_LENGTH },
          signal,
        )
      ).payload.paginated,
    enabled: filter !== null,
    placeholderData: (previous, previousQuery) =>
      filter && previousQuery && sameFilter(previousQuery.queryKey, keys.filter(filter))
        ? keepPreviousData(previous)
        : undefined,
  });

const sameFilter = (key: readonly unknown[], filter: readonly unknown[]) => filter.every((part, i) => key[i] === part);

/** The log of the same filter, every page, as the server's CSV file, saved under the server's file name. */
export const downloadChanges = (filter: ChangeFilter) =>
  downloadFrom("/compliance/changes/export", filter, "schedule-changes.csv");
