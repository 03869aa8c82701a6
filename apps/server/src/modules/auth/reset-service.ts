import { PASSWORD_RESET_MESSAGES, type ResetPasswordBody } from "@brigade/contract/password-reset";
import { AppError } from "../../lib/app-error";
import { hashPassword } from "../../lib/passwords";
import { hashToken, newToken } from "../../lib/tokens";
import type { ResetRepository } from "./reset-repository";

const invalidLink = () => AppError.field("token", PASSWORD_RESET_MESSAGES.invalidLink);

/** A forgotten password, by e-mail (issue 14): only when this server sends e-mail (`mailOn`). */
export function makePasswordResetService(repo: ResetRepository, options: { mailOn: boolean }) {
  return {
    available: () => options.mailOn,

    /**
     * Sends a link when the address has an account that may sign in; answers alike either way. The work is the
     * same too: a token is drawn and hashed and one statement runs, which writes for a known address only.
     */
    async requestLink(email: string): Promise<void> {
      if (!options.mailOn) throw AppError.conflict(PASSWORD_RESET_MESSAGES.mailOff);
      const token = newToken();
      await repo.requestReset(email, token, hashToken(token));
    },

    /** Sets the new password through a live link, which then dies along with every session of the account. */
    async resetPassword(body: ResetPasswordBody): Promise<void> {
      const tokenHash = hashToken(body.token);
      if (!(await repo.isLive(tokenHash))) throw invalidLink();
      const passwordHash = await hashPassword(body.password);
      await repo.transaction(async (tx) => {
        const userId = await tx.useLink(tokenHash);
        if (userId === undefined) throw invalidLink(); // used by a request that ran at the same moment
        await tx.setPassword(userId, passwordHash);
      });
    },
  };
}
export type PasswordResetService = ReturnType<typeof makePasswordResetService>;
