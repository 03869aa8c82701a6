import type { MePayload } from "@brigade/contract/auth";
import { createContext, use } from "react";

/** The logged-in user, their business and employee record; set once the app shell has loaded them. */
export const SessionContext = createContext<MePayload | null>(null);

export function useSession(): MePayload {
  const session = use(SessionContext);
  if (!session) throw new Error("useSession must be used inside the signed-in app shell.");
  return session;
}

export const isManagerRole = (role: MePayload["user"]["role"]) => role === "owner" || role === "manager";

/** Where a user lands after login or at `/`. */
export const homePathFor = (role: MePayload["user"]["role"]) => (isManagerRole(role) ? "/dashboard" : "/employee-home");
