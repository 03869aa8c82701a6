import type { StaffRole } from "@brigade/contract/enums";
import { INVITE_DAYS, MAX_PENDING_LISTED } from "@brigade/contract/invites";
import type { Locale } from "@brigade/contract/locales";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { businesses, users } from "../../db/schema/accounts";
import { employees } from "../../db/schema/employees";
import { invitations } from "../../db/schema/invitations";
import { areaRoles } from "../../db/schema/locations";
import { mailOutbox } from "../../db/schema/notifications";
import { intArray } from "../../db/sql-arrays";

const listed = {
  id: invitations.id,
  email: invitations.email,
  name: invitations.name,
  role: invitations.role,
  areaRoleIds: invitations.areaRoleIds,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
  expired: sql<boolean>`${invitations.expiresAt} <= now()`,
};
export type InviteRow = {
  id: number;
  email: string;
  name: string | null;
  role: StaffRole;
  areaRoleIds: number[];
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
};

/** A link that works now: not used, not expired. */
const live = (tokenHash: string) =>
  and(eq(invitations.tokenHash, tokenHash), isNull(invitations.acceptedAt), sql`${invitations.expiresAt} > now()`);

function queries(db: Db) {
  return {
    /** Which of these addresses already have an account (of any business: an address signs in to one). */
    async withAccounts(emails: string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
      return new Set(rows.map((r) => r.email.toLowerCase()));
    },

    /** Which of these positions are the business's own (another business's read as missing). */
    async ownAreaRoles(businessId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: areaRoles.id })
        .from(areaRoles)
        .where(and(eq(areaRoles.businessId, businessId), sql`${areaRoles.id} = any(${intArray(ids)})`));
      return new Set(rows.map((r) => r.id));
    },

    /** The business's name and the inviter's, which the invitation e-mail names. */
    async senders(businessId: number, userId: number) {
      const [row] = await db
        .select({ business: businesses.name, inviter: users.name })
        .from(users)
        .innerJoin(businesses, eq(businesses.id, users.businessId))
        .where(and(eq(users.businessId, businessId), eq(users.id, userId)));
      return row;
    },

    /** Drops the address's waiting invitation (its link dies) and its mail if not sent yet. */
    async dropPending(businessId: number, email: string): Promise<void> {
      const gone = await db
        .delete(invitations)
        .where(
          and(eq(invitations.businessId, businessId), eq(invitations.email, email), isNull(invitations.acceptedAt)),
        )
        .returning({ id: invitations.id });
      await dropMails(
        db,
        businessId,
        gone.map((g) => g.id),
      );
    },

    async insert(values: {
      businessId: number;
      invitedBy: number;
      email: string;
      name: string | null;
      role: StaffRole;
      areaRoleIds: number[];
      tokenHash: string;
    }): Promise<InviteRow> {
      const [row] = await db
        .insert(invitations)
        .values({ ...values, expiresAt: sql`now() + ${INVITE_DAYS} * interval '1 day'` })
        .returning(listed);
      if (!row) throw new Error("invitation insert returned nothing");
      return row as InviteRow;
    },

    /** The e-mail with the link, to the invited address, written in the inviter's language (the row's user). */
    async queueMail(businessId: number, inviterId: number, data: Record<string, unknown>): Promise<void> {
      await db.insert(mailOutbox).values({ businessId, userId: inviterId, kind: "invitation", data });
    },

    /** The business's invitations still waiting (expired ones too, so they can be sent again), newest first. */
    async listPending(businessId: number): Promise<InviteRow[]> {
      const rows = await db
        .select(listed)
        .from(invitations)
        .where(and(eq(invitations.businessId, businessId), isNull(invitations.acceptedAt)))
        .orderBy(desc(invitations.createdAt), desc(invitations.id))
        .limit(MAX_PENDING_LISTED);
      return rows as InviteRow[];
    },

    async findPending(businessId: number, id: number) {
      const [row] = await db
        .select({ id: invitations.id, role: invitations.role })
        .from(invitations)
        .where(and(eq(invitations.businessId, businessId), eq(invitations.id, id), isNull(invitations.acceptedAt)));
      return row;
    },

    /** Withdraws a waiting invitation; false when it was not (or no longer) waiting. */
    async withdraw(businessId: number, id: number): Promise<boolean> {
      const gone = await db
        .delete(invitations)
        .where(and(eq(invitations.businessId, businessId), eq(invitations.id, id), isNull(invitations.acceptedAt)))
        .returning({ id: invitations.id });
      await dropMails(
        db,
        businessId,
        gone.map((g) => g.id),
      );
      return gone.length > 0;
    },

    /** What the invitation page shows, while the link works. */
    async findLive(tokenHash: string) {
      const [row] = await db
        .select({
          business: businesses.name,
          email: invitations.email,
          name: invitations.name,
          role: invitations.role,
        })
        .from(invitations)
        .innerJoin(businesses, eq(businesses.id, invitations.businessId))
        .where(live(tokenHash));
      return row;
    },

    /** Uses the link, once: of two requests with it, only one gets the invitation. */
    async claim(tokenHash: string) {
      const [row] = await db.update(invitations).set({ acceptedAt: sql`now()` }).where(live(tokenHash)).returning({
        id: invitations.id,
        businessId: invitations.businessId,
        email: invitations.email,
        role: invitations.role,
        areaRoleIds: invitations.areaRoleIds,
      });
      return row;
    },

    async insertUser(values: {
      businessId: number;
      name: string;
      email: string;
      passwordHash: string;
      role: StaffRole;
      locale: Locale | null;
    }) {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error("user insert returned nothing");
      return row;
    },

    /** An active employee: the invitation was the approval. */
    async insertEmployee(businessId: number, userId: number): Promise<number> {
      const [row] = await db
        .insert(employees)
        .values({ businessId, userId, availability: "FullTime", status: "active_employee" })
        .returning({ id: employees.id });
      if (!row) throw new Error("employee insert returned nothing");
      return row.id;
    },

    /** The invitation's positions that still exist; one deleted since the invitation is left out. */
    async giveAreaRoles(businessId: number, employeeId: number, areaRoleIds: number[]): Promise<void> {
      if (areaRoleIds.length === 0) return;
      await db.execute(sql`insert into employee_area_roles (business_id, employee_id, area_role_id)
        select ${businessId}, ${employeeId}, r.id from area_roles r
        where r.business_id = ${businessId} and r.id = any(${intArray(areaRoleIds)})`);
    },
  };
}

/** The unsent invitation mails of these invitations: a withdrawn or replaced link is not mailed after all. */
async function dropMails(db: Db, businessId: number, inviteIds: number[]): Promise<void> {
  if (inviteIds.length === 0) return;
  await db.execute(sql`delete from mail_outbox
    where business_id = ${businessId} and kind = 'invitation' and sent_at is null
      and (data->>'invite_id')::int = any(${intArray(inviteIds)})`);
}

export function makeInvitesRepository(db: Db) {
  return { ...queries(db), transaction: transactional(db, queries) };
}
export type InvitesRepository = ReturnType<typeof makeInvitesRepository>;
