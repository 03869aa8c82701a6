import { consentItem } from "@brigade/contract/fair-workweek/consents";
import { paginatedPayload } from "@brigade/contract/pagination";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MyConsents } from "../lib/consent-view";
import { consentKeys } from "./consent-keys";

const consentPage = paginatedPayload(consentItem);

/** Every pending request is listed (a member never has this many open); of the rest, only the latest few are shown. */
const PENDING_LENGTH = 100;
const RECENT_LENGTH = 10;

/**
 * The member's consents to a short rest (GET /api/compliance/consents, newest first): those waiting for their answer,
 * and the latest of all, whose answered ones show below. `employee_id` is their own record: a team member gets their
 * own whatever they ask, and an owner or manager on their own home (Switch to Employee) gets theirs, not the business's.
 */
export async function fetchMyConsents(employeeId: number, signal?: AbortSignal): Promise<MyConsents> {
  const [pending, latest] = await Promise.all([
    api.get(
      "/compliance/consents",
      consentPage,
      { employee_id: employeeId, status: "pending", length: PENDING_LENGTH },
      signal,
    ),
    api.get("/compliance/consents", consentPage, { employee_id: employeeId, length: RECENT_LENGTH }, signal),
  ]);
  return { pending: pending.payload.paginated.data, latest: latest.payload.paginated.data };
}

export const myConsentsQueryOptions = (employeeId: number) =>
  queryOptions({
    queryKey: consentKeys.mine(employeeId),
    queryFn: ({ signal }) => fetchMyConsents(employeeId, signal),
  });

export const useMyConsents = (employeeId: number) => useQuery(myConsentsQueryOptions(employeeId));
