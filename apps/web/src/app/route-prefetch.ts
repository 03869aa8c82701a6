import { meQueryOptions } from "../features/auth/api/me";
import { queryClient } from "../lib/query-client";

// Without these, a signed-in screen waits for its code, then for the session, then asks for its data: three
// round trips in a row, each over half a second on a phone's network. A route's loader runs while the route's
// code downloads, so the session and the member's schedule are asked for at the same time. The loaders wait
// for nothing and never fail: the screens read the same queries and show their own loading and error states.

/** The session (the signed-in layout). */
export function prefetchSession(): null {
  void queryClient.prefetchQuery(meQueryOptions());
  return null;
}

/**
 * The member's schedule (the employee home's first tab). Its schemas (shifts, timelines, time zones) load with
 * it: in the app's first modules, every page (the login page too) evaluated them before drawing anything.
 */
export function prefetchMemberSchedule(): null {
  void import("../features/member/api/my-shifts").then(({ myShiftsQueryOptions }) =>
    queryClient.prefetchQuery(myShiftsQueryOptions()),
  );
  return null;
}

/** On entering the route only: a change of its search (?tab=) needs no new request. */
export const onEntryOnly = (): boolean => false;
