import type { RequestListingItem, RequestListingQueryInput } from "@brigade/contract/decisions";
import type { Paginated } from "@brigade/contract/pagination";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { decisionKeys } from "./decision-keys";

/** One page of the business's bookings in a status (GET /api/shift/employee/bookings). */
export const useRequestListing = (query: RequestListingQueryInput) =>
  useQuery({
    queryKey: decisionKeys.requests(query),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ paginated: Paginated<RequestListingItem> }>(
          "/shift/employee/bookings",
          query as Record<string, string | number | undefined>,
          signal,
        )
      ).payload.paginated,
    placeholderData: keepPreviousData,
  });
