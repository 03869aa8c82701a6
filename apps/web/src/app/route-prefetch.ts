import { meQueryOptions } from "../features/auth/api/me";
import { queryClient } from "../lib/query-client";

// Without these, a signed-in screen waits for its code, then for the session, then asks for its data: three
// round trips in a row, each over half a second on a phone's network. A route's loader runs while the route's
// code downloads, so the session and the screen's reads are asked for at the same time. The loaders never fail:
// the screens read the same queries and show their own loading and error states.

/** The session (the signed-in layout). Waits for nothing: the child route's loader waits for what it needs. */
export function prefetchSession(): null {
  void queryClient.prefetchQuery(meQueryOptions());
  return null;
}

/** How long the employee home waits for its first screen's reads before drawing without them. */
export const HOME_READS_WAIT_MS = 1500;

/**
 * The employee home's first screen: the session, the member's schedule and open shifts, the clock's status, the
 * swaps, the calendar feed and the bell's count, asked for together while the page's code downloads. The route
 * waits for them (at most HOME_READS_WAIT_MS; its static frame shows meanwhile), so the home draws once with its
 * data: each answer arriving on its own drew the page again, 60-150 ms each on a slow phone, and the queries that
 * started as the page first drew made React draw it all again at once (a 300-550 ms task on Lighthouse's phone).
 * The modules come with their schemas, which the login page never evaluates.
 */
export async function prefetchEmployeeHome(): Promise<null> {
  await Promise.race([employeeHomeReads(), new Promise((done) => setTimeout(done, HOME_READS_WAIT_MS))]);
  return null;
}

/**
 * The employee home's first screen's reads, all settled: what the route waits for (at most HOME_READS_WAIT_MS), and
 * what the server drawing the page waits for whole (src/server-render).
 */
export function employeeHomeReads(): Promise<unknown> {
  return Promise.allSettled([
    import("../features/member/api/my-shifts").then((m) => queryClient.prefetchQuery(m.myShiftsQueryOptions())),
    import("../features/member/api/open-shifts").then((m) => queryClient.prefetchQuery(m.openShiftsQueryOptions())),
    // Only for someone on the team (the home shows no clock to an owner who came with Switch to Employee).
    Promise.all([queryClient.fetchQuery(meQueryOptions()), import("../features/time-clock/api/clock")]).then(
      ([me, m]) => me.employee && queryClient.prefetchQuery(m.clockStatusQueryOptions()),
    ),
    import("../features/swaps/api/swaps").then((m) => queryClient.prefetchQuery(m.swapsQueryOptions())),
    import("../features/calendar-feed/api/calendar-feed").then((m) =>
      queryClient.prefetchQuery(m.calendarFeedOptions()),
    ),
    import("../features/notifications/api/notifications").then((m) =>
      queryClient.prefetchQuery(m.unreadCountOptions()),
    ),
  ]);
}

/** On entering the route only: a change of its search (?tab=) needs no new request. */
export const onEntryOnly = (): boolean => false;
