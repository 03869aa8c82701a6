import { createBrowserRouter, Outlet } from "react-router";
import { setUnauthorizedHandler } from "../lib/api-client";
import { queryClient } from "../lib/query-client";
import { deleteApiCache } from "../pwa/api-cache";
import { FullPageLoader } from "./full-page-loader";
import { HomeRedirect, RequireManager, RequireOwner } from "./guards";
import { RedirectIfSignedIn } from "./redirect-if-signed-in";
import { RouteError } from "./route-error";
import { onEntryOnly, prefetchEmployeeHome, prefetchSession } from "./route-prefetch";

// Every screen is its own chunk: the login page downloads none of the others.
export const router = createBrowserRouter([
  {
    id: "root",
    Component: Outlet,
    ErrorBoundary: RouteError,
    HydrateFallback: FullPageLoader,
    children: [
      {
        Component: RedirectIfSignedIn,
        children: [
          { path: "login", lazy: () => import("./routes/login-page").then((m) => ({ Component: m.LoginPage })) },
          {
            path: "register",
            lazy: () => import("./routes/register-page").then((m) => ({ Component: m.RegisterPage })),
          },
          { path: "join", lazy: () => import("./routes/join-page").then((m) => ({ Component: m.JoinPage })) },
          {
            path: "forgot-password",
            lazy: () => import("./routes/forgot-password-page").then((m) => ({ Component: m.ForgotPasswordPage })),
          },
        ],
      },
      {
        // A location's shared tablet: no session, the secret link is its key.
        path: "kiosk/:token",
        lazy: () => import("./routes/kiosk-page").then((m) => ({ Component: m.KioskPage })),
      },
      {
        // An invitation link (issue 36): open whether or not someone is signed in here, like a reset link.
        path: "invite/:token",
        lazy: () => import("./routes/invite-page").then((m) => ({ Component: m.InvitePage })),
      },
      {
        // Open whether or not someone is signed in here: the link is for whichever account it was sent to.
        path: "reset-password",
        lazy: () => import("./routes/reset-password-page").then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        lazy: () => import("./layout/signed-in-layout").then((m) => ({ Component: m.SignedInLayout })),
        loader: prefetchSession,
        shouldRevalidate: onEntryOnly,
        children: [
          { index: true, Component: HomeRedirect },
          {
            path: "employee-home",
            lazy: () => import("./routes/employee-home-page").then((m) => ({ Component: m.EmployeeHomePage })),
            loader: prefetchEmployeeHome,
            shouldRevalidate: onEntryOnly,
          },
          {
            // The employee side's read-only calendar: team members, and managers who switched to the employee home.
            path: "employee-calendar",
            lazy: () => import("./routes/member-calendar-page").then((m) => ({ Component: m.MemberCalendarPage })),
          },
          {
            path: "account",
            lazy: () => import("./routes/account-page").then((m) => ({ Component: m.AccountPage })),
          },
          {
            Component: RequireManager,
            children: [
              {
                path: "dashboard",
                lazy: () => import("./routes/dashboard-page").then((m) => ({ Component: m.DashboardPage })),
              },
              {
                path: "locations",
                lazy: () => import("./routes/locations-page").then((m) => ({ Component: m.LocationsPage })),
              },
              {
                path: "create-location",
                lazy: () => import("./routes/create-location-page").then((m) => ({ Component: m.CreateLocationPage })),
              },
              {
                path: "location-demand",
                lazy: () => import("./routes/location-demand-page").then((m) => ({ Component: m.LocationDemandPage })),
              },
              {
                path: "workarea/create",
                lazy: () => import("./routes/work-areas-page").then((m) => ({ Component: m.WorkAreasPage })),
              },
              {
                path: "create-team-member",
                lazy: () =>
                  import("./routes/create-team-member-page").then((m) => ({ Component: m.CreateTeamMemberPage })),
              },
              {
                path: "invite-staff",
                lazy: () => import("./routes/invite-staff-page").then((m) => ({ Component: m.InviteStaffPage })),
              },
              {
                path: "team-member-record",
                lazy: () =>
                  import("./routes/team-member-record-page").then((m) => ({ Component: m.TeamMemberRecordPage })),
              },
              {
                path: "team-member-requests",
                lazy: () =>
                  import("./routes/team-member-requests-page").then((m) => ({ Component: m.TeamMemberRequestsPage })),
              },
              {
                path: "calendar",
                lazy: () => import("./routes/calendar-page").then((m) => ({ Component: m.CalendarPage })),
              },
              {
                path: "shifts",
                lazy: () => import("./routes/shifts-page").then((m) => ({ Component: m.ShiftsPage })),
              },
              {
                path: "shifts-roster",
                lazy: () => import("./routes/shifts-roster-page").then((m) => ({ Component: m.ShiftsRosterPage })),
              },
              {
                path: "business-owner-shift-listing",
                lazy: () => import("./routes/shift-requests-page").then((m) => ({ Component: m.ShiftRequestsPage })),
              },
              {
                path: "create-shift",
                lazy: () => import("./routes/create-shift-page").then((m) => ({ Component: m.CreateShiftPage })),
              },
              {
                path: "timesheets",
                lazy: () => import("./routes/timesheets-page").then((m) => ({ Component: m.TimesheetsPage })),
              },
              {
                // A location's changes to posted shifts and their predictability pay (issue 38, fair workweek).
                path: "compliance/changes",
                lazy: () => import("./routes/change-log-page").then((m) => ({ Component: m.ChangeLogPage })),
              },
              {
                // A location's sales history (issue 37, demand): owners and managers.
                path: "sales",
                lazy: () => import("./routes/sales-page").then((m) => ({ Component: m.SalesPage })),
              },
              {
                path: "shift-names",
                lazy: () => import("./routes/shift-names-page").then((m) => ({ Component: m.ShiftNamesPage })),
              },
              {
                // The owner edits the work rules; managers read them.
                path: "work-rules",
                lazy: () => import("./routes/work-rules-page").then((m) => ({ Component: m.WorkRulesPage })),
              },
              {
                Component: RequireOwner,
                children: [
                  {
                    path: "business-profile",
                    lazy: () =>
                      import("./routes/business-profile-page").then((m) => ({ Component: m.BusinessProfilePage })),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: "*", lazy: () => import("./routes/not-found-page").then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
]);

let redirecting = false;

/** A 401 anywhere: forget the session and go to the login page, coming back here afterwards. */
setUnauthorizedHandler(() => {
  const { pathname, search } = router.state.location;
  if (redirecting || ["/login", "/register", "/join", "/forgot-password", "/reset-password"].includes(pathname)) return;
  if (pathname.startsWith("/kiosk/")) return;
  redirecting = true;
  const next = encodeURIComponent(`${pathname}${search}`);
  void router.navigate(`/login?next=${next}`, { replace: true }).finally(() => {
    queryClient.clear();
    // The session is over: its reads cached for offline use go too (a shared phone).
    void deleteApiCache();
    redirecting = false;
  });
});
