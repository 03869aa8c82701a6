import type { Config } from "../../config";
import { hashToken, newToken } from "../../lib/tokens";
import type { AuthRepository } from "./repository";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Opens a session for a user and gives its token: what login, registration and an accepted invitation
 * (modules/invites) all answer with. Only the token's hash is stored.
 */
export function makeSessionOpener(
  repo: Pick<AuthRepository, "deleteExpiredSessions" | "createSession">,
  config: Pick<Config, "sessionDays">,
) {
  return async function openSession(userId: number): Promise<string> {
    const token = newToken();
    const now = new Date();
    // Housekeeping where it is cheap: a user's dead sessions go when they open a new one.
    await repo.deleteExpiredSessions(userId, now);
    await repo.createSession(userId, hashToken(token), new Date(now.getTime() + config.sessionDays * DAY_MS));
    return token;
  };
}
export type OpenSession = ReturnType<typeof makeSessionOpener>;
