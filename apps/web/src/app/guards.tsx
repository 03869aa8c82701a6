import { Navigate, Outlet } from "react-router";
import { homePathFor, isManagerRole, useSession } from "./session";

/** Owners and managers only; a team member is sent to their own home (the server refuses them too). */
export function RequireManager() {
  const { user } = useSession();
  return isManagerRole(user.role) ? <Outlet /> : <Navigate to="/employee-home" replace />;
}

export function RequireOwner() {
  const { user } = useSession();
  return user.role === "owner" ? <Outlet /> : <Navigate to={homePathFor(user.role)} replace />;
}

export function HomeRedirect() {
  const { user } = useSession();
  return <Navigate to={homePathFor(user.role)} replace />;
}
