import type { MePayload } from "@brigade/contract/auth";

// Apart from session.tsx (React) so the login page's own script (src/static-pages/login.ts) can use it too.

export const isManagerRole = (role: MePayload["user"]["role"]) => role === "owner" || role === "manager";

/** Where a user lands after login or at `/`. */
export const homePathFor = (role: MePayload["user"]["role"]) => (isManagerRole(role) ? "/dashboard" : "/employee-home");
