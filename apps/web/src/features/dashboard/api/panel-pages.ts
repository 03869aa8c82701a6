import {
  type DashboardPanel,
  managerItem,
  PANEL_PAGE_SIZE,
  type PanelPage,
  type PanelRequestItem,
  type PanelShiftItem,
  panelPage,
  panelRequestItem,
  panelShiftItem,
  type RequestPanel,
  SHIFT_PANELS,
  type ShiftPanel,
} from "@brigade/contract/dashboard-panels";
import { paginatedPayload } from "@brigade/contract/pagination";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardKeys } from "./dashboard-keys";

type Row<S extends DashboardPanel> = S extends ShiftPanel ? PanelShiftItem : PanelRequestItem;

// A panel's rows are shifts or requests by its status: each is checked as the one it must be.
const shiftPanelPage = panelPage(panelShiftItem);
const requestPanelPage = panelPage(panelRequestItem);
const isShiftPanel = (status: DashboardPanel): status is ShiftPanel =>
  (SHIFT_PANELS as readonly DashboardPanel[]).includes(status);
const managerPage = paginatedPayload(managerItem);

/** One page of a dashboard panel (GET /api/dashboard/index). */
export async function fetchPanelPage<S extends DashboardPanel>(
  locationId: number,
  status: S,
  page: number,
  signal?: AbortSignal,
): Promise<PanelPage<Row<S>>> {
  const query = { location_id: locationId, status, page, page_size: PANEL_PAGE_SIZE };
  const schema = isShiftPanel(status) ? shiftPanelPage : requestPanelPage;
  const { payload } = await api.get("/dashboard/index", schema, query, signal);
  // The schema follows the status; TypeScript cannot narrow the type parameter S by it.
  return payload as PanelPage<Row<S>>;
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
      const { payload } = await api.get("/employee/manager/index", managerPage, query, signal);
      return payload.paginated;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.next_page_url ? last.current_page + 1 : undefined),
  });
}
