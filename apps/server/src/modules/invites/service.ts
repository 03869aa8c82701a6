import type { UserRole } from "@brigade/contract/enums";
import type { Message } from "@brigade/contract/i18n/template";
import {
  type acceptInviteBody,
  type CreatedInvitesPayload,
  INVITE_MESSAGES,
  INVITE_PATH,
  type InvitationPayload,
  type InviteItem,
  type InviteListPayload,
  type inviteBody,
} from "@brigade/contract/invites";
import { MESSAGES } from "@brigade/contract/messages";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { UNIQUE_VIOLATION } from "../../lib/db-errors";
import { refusing } from "../../lib/db-refusals";
import { hashPassword } from "../../lib/passwords";
import { hashToken, newToken } from "../../lib/tokens";
import { type OpenSession, toSessionUser } from "../auth";
import type { InviteRow, InvitesRepository } from "./repository";

type Caller = { userId: number; businessId: number; role: UserRole };
type InviteInput = z.output<typeof inviteBody>;
type AcceptInput = z.output<typeof acceptInviteBody>;

const invalidLink = () => AppError.notFound(INVITE_MESSAGES.invalidLink);

const toItem = (row: InviteRow): InviteItem => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  area_role_ids: row.areaRoleIds,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  expired: row.expired,
});

/** Managers run the team, but the people who run it with them are the owner's choice alone (as for team members). */
function assertMayInvite(caller: Caller, role: string): void {
  if (caller.role !== "owner" && role === "manager") throw AppError.forbidden(MESSAGES.managerOnlyByOwner);
}

/**
 * Invitations (issue 36): the owner or a manager invites people by address; each gets a single-use link that works
 * for INVITE_DAYS days, mailed when this server sends e-mail (`mailOn`) and always shown to the inviter, who may
 * copy it. Whoever opens it chooses a password and joins active, signed in at once.
 */
export function makeInvitesService(
  repo: InvitesRepository,
  options: { mailOn: boolean; publicUrl: string; openSession: OpenSession },
) {
  const linkFor = (token: string) => `${options.publicUrl}${INVITE_PATH}/${encodeURIComponent(token)}`;

  /** Every refused item at once, keyed as a schema error would be (`invites.2.email`), so a form marks each row. */
  async function check(caller: Caller, body: InviteInput): Promise<void> {
    for (const invite of body.invites) assertMayInvite(caller, invite.role);
    const errors: Record<string, Message[]> = {};
    const taken = await repo.withAccounts(body.invites.map((i) => i.email));
    const own = await repo.ownAreaRoles(caller.businessId, [...new Set(body.invites.flatMap((i) => i.area_role_ids))]);
    body.invites.forEach((invite, index) => {
      if (taken.has(invite.email)) errors[`invites.${index}.email`] = [INVITE_MESSAGES.hasAccount];
      // Another business's position reads the same as a missing one, so ids reveal nothing across tenants.
      if (invite.area_role_ids.some((id) => !own.has(id))) {
        errors[`invites.${index}.area_role_ids`] = [MESSAGES.unknownAreaRole];
      }
    });
    const keys = Object.keys(errors);
    if (keys.length === 0) return;
    const onlyAccounts = keys.every((key) => key.endsWith(".email"));
    const first = errors[keys[0] as string]?.[0] ?? MESSAGES.dataInvalid;
    throw new AppError(
      "validation",
      onlyAccounts && keys.length > 1 ? INVITE_MESSAGES.someHaveAccounts : first,
      errors,
    );
  }

  return {
    async invite(caller: Caller, body: InviteInput): Promise<CreatedInvitesPayload> {
      await check(caller, body);
      const senders = await repo.senders(caller.businessId, caller.userId);
      if (!senders) throw new AppError("unauthenticated", MESSAGES.unauthenticated);
      const invites = await refusing(
        () =>
          repo.transaction(async (tx) => {
            const made = [];
            for (const invite of body.invites) {
              await tx.dropPending(caller.businessId, invite.email);
              const token = newToken();
              const row = await tx.insert({
                businessId: caller.businessId,
                invitedBy: caller.userId,
                email: invite.email,
                name: invite.name,
                role: invite.role,
                areaRoleIds: invite.area_role_ids,
                tokenHash: hashToken(token),
              });
              if (options.mailOn) {
                // The token waits in the outbox row until the mail is sent, as a reset link's does.
                await tx.queueMail(caller.businessId, caller.userId, {
                  invite_id: row.id,
                  to: invite.email,
                  name: invite.name,
                  business: senders.business,
                  inviter: senders.inviter,
                  token,
                });
              }
              made.push({ ...toItem(row), link: linkFor(token) });
            }
            return made;
          }),
        // The same address invited by two requests at the same moment: one wins, the other may simply try again.
        { [UNIQUE_VIOLATION]: () => AppError.conflict(MESSAGES.concurrentChange) },
      );
      return { invites, mailed: options.mailOn };
    },

    async list(caller: Caller): Promise<InviteListPayload> {
      return { invites: (await repo.listPending(caller.businessId)).map(toItem), mail_on: options.mailOn };
    },

    async withdraw(caller: Caller, id: number): Promise<void> {
      const found = await repo.findPending(caller.businessId, id);
      if (!found) throw AppError.notFound(INVITE_MESSAGES.notFound);
      assertMayInvite(caller, found.role);
      if (!(await repo.withdraw(caller.businessId, id))) throw AppError.notFound(INVITE_MESSAGES.notFound);
    },

    async show(token: string): Promise<InvitationPayload> {
      const found = await repo.findLive(hashToken(token));
      if (!found) throw invalidLink();
      return found;
    },

    /** Creates the account and its active employee, uses the link, and opens a session as login does. */
    async accept(token: string, body: AcceptInput) {
      const tokenHash = hashToken(token);
      // Read before the password is hashed, so junk tokens cost no hashing.
      const found = await repo.findLive(tokenHash);
      if (!found) throw invalidLink();
      if ((await repo.withAccounts([found.email])).size > 0) {
        // The account may be this link's own, made by a request that accepted it a moment ago (after the read
        // above): the link is used then, as it would have been found had this request come a moment later.
        if (!(await repo.findLive(tokenHash))) throw invalidLink();
        throw AppError.conflict(INVITE_MESSAGES.acceptedHasAccount);
      }
      const passwordHash = await hashPassword(body.password);
      const user = await refusing(
        () =>
          repo.transaction(async (tx) => {
            const invite = await tx.claim(tokenHash);
            if (!invite) throw invalidLink(); // used by a request that ran at the same moment
            const created = await tx.insertUser({
              businessId: invite.businessId,
              name: body.name,
              email: invite.email,
              passwordHash,
              role: invite.role,
              locale: body.locale ?? null,
            });
            const employeeId = await tx.insertEmployee(invite.businessId, created.id);
            await tx.giveAreaRoles(invite.businessId, employeeId, invite.areaRoleIds);
            return created;
          }),
        // The address got an account since the invitation (another business's, or a join request): nothing is
        // written, and the link stays for nothing; they log in with the account they have.
        { [UNIQUE_VIOLATION]: () => AppError.conflict(INVITE_MESSAGES.acceptedHasAccount) },
      );
      return { token: await options.openSession(user.id), user: toSessionUser(user) };
    },
  };
}
export type InvitesService = ReturnType<typeof makeInvitesService>;
