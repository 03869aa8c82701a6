import {
  type DashboardPanel,
  type ManagerItem,
  PANEL_PAGE_SIZE,
  type PanelPage,
  type PanelRequestItem,
  type PanelShiftItem,
  type RequestPanel,
  type ShiftPanel,
} from "@brigade/contract/dashboard-panels";
import type { Paginated } from "@brigade/contract/pagination";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardKeys } from "./dashboard-keys";

type Row<S extends DashboardPanel> = S extends ShiftPanel ? PanelShiftItem : PanelRequestItem;

/** One page of a dashboard panel (GET /api/dashboard/index). */
export async function fetchPanelPage<S extends DashboardPanel>(
  locationId: number,
  status: S,
  page: number,
  signal?: AbortSignal,
): Promise<PanelPage<Row<S>>> {
  const query = { location_id: locationId, status, page, page_size: PANEL_PAGE_SIZE };
  const { payload } = await api.get<PanelPage<Row<S>>>("/dashboard/index", query, signal);
  return payload;
}

/** A panel's pages so far: See More fetches the next while `next_page_url` says there is one. */
export function usePanelPages<S extends ShiftPanel | RequestPanel>(locationId: number, status: S) {
  return useInfiniteQuery({
    queryKey: dashboardKeys.panel(locationId, status),
    queryFn: ({ pageParam, signal }) => fetchPanelPage(locationId, status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.next_page_url ? last.current_page + 1 : undefined),
  });
}

/** The managers holding a role at the location (GET /api/employee/manager/index, owner only). */
export function useManagerPages(locationId: number) {
  return useInfiniteQuery({
    queryKey: dashboardKeys.managers(locationId),
    queryFn: async ({ pageParam, signal }) => {
      const query = { location_id: locationId, page: pageParam, length: PANEL_PAGE_SIZE };
      const { payload } = await api.get<{ paginated: Paginated<ManagerItem> }>(
        "/employee/manager/index",
        query,
        signal,
      );
      return payload.paginated;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.next_page_url ? last.current_page + 1 : undefined),
  });
}
