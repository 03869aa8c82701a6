import type { MePayload } from "@brigade/contract/auth";
import { createContext, use } from "react";

/** The logged-in user, their business and employee record; set once the app shell has loaded them. */
export const SessionContext = createContext<MePayload | null>(null);

export function useSession(): MePayload {
  const session = use(SessionContext);
  if (!session) throw new Error("useSession must be used inside the signed-in app shell.");
  return session;
}

export { homePathFor, isManagerRole } from "./home-path";
