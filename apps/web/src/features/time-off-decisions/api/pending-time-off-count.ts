import { useQuery } from "@tanstack/react-query";
import { timeOffDecisionKeys } from "./time-off-decision-keys";
import { fetchTimeOffPage } from "./time-off-listing";

/** How many time-off requests wait for a decision: the total of a one-row page of the Pending ones. */
export const usePendingTimeOffCount = () =>
  useQuery({
    queryKey: timeOffDecisionKeys.pendingCount(),
    queryFn: async ({ signal }) => (await fetchTimeOffPage({ status: "Pending", length: 1 }, signal)).total,
  });
