import { STAFF_ROLES } from "@brigade/contract/enums";
import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { citext, createdAt, instant, pk, sqlList } from "./columns";
import { businessIdColumn } from "./locations";

/**
 * A person invited to a business's team by e-mail or a copied link (issue 36). Only the token's hash is kept, as
 * for password resets; the link works once (`accepted_at`) until `expires_at`. One invitation waits per address
 * and business: inviting the address again replaces it. `area_role_ids` are the positions the newcomer gets; a
 * position deleted meanwhile is simply not given.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: pk(),
    businessId: businessIdColumn(),
    invitedBy: integer().notNull(),
    email: citext().notNull(),
    name: text(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    areaRoleIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    acceptedAt: instant(),
  },
  (t) => [
    uniqueIndex("invitations_pending_email_idx").on(t.businessId, t.email).where(sql`accepted_at is null`),
    index("invitations_business_created_idx").on(t.businessId, t.createdAt),
    foreignKey({
      name: "invitations_invited_by_fk",
      columns: [t.businessId, t.invitedBy],
      foreignColumns: [users.businessId, users.id],
    }).onDelete("cascade"),
    check("invitations_role_check", sql`${t.role} in ${sqlList(STAFF_ROLES)}`),
  ],
);
