import { type RequestListingQueryInput, requestListingItem } from "@brigade/contract/decisions";
import { paginatedPayload } from "@brigade/contract/pagination";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { decisionKeys } from "./decision-keys";

const requestPage = paginatedPayload(requestListingItem);

/** One page of the business's bookings in a status (GET /api/shift/employee/bookings). */
export const useRequestListing = (query: RequestListingQueryInput) =>
  useQuery({
    queryKey: decisionKeys.requests(query),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          "/shift/employee/bookings",
          requestPage,
          query as Record<string, string | number | undefined>,
          signal,
        )
      ).payload.paginated,
    placeholderData: keepPreviousData,
  });
