import { useQuery } from "@tanstack/react-query";
import { Navigate, Outlet } from "react-router";
import { fetchMeIfSignedIn } from "../features/auth/api/me";
import { readCsrfCookie } from "../lib/cookies";
import { FullPageLoader } from "./full-page-loader";
import { homePathFor } from "./session";

/**
 * Login and register are for visitors: someone already signed in goes to their home page.
 * Only a browser holding a session cookie asks the server, so a visitor waits for nothing.
 */
export function RedirectIfSignedIn() {
  const mayBeSignedIn = readCsrfCookie() !== null;
  const session = useQuery({
    queryKey: ["auth", "me", "if-signed-in"],
    queryFn: ({ signal }) => fetchMeIfSignedIn(signal),
    enabled: mayBeSignedIn,
    retry: false,
    staleTime: 0,
  });
  if (mayBeSignedIn && session.isPending) return <FullPageLoader />;
  if (session.data) return <Navigate to={homePathFor(session.data.user.role)} replace />;
  return <Outlet />;
}
