import { sql } from "drizzle-orm";
import { check, foreignKey, integer, pgTable, smallint, text, unique } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { pk } from "./columns";
import { businessIdColumn } from "./locations";

/** Getting-started checklist items per user (value 0 or 1). */
export const guides = pgTable(
  "guides",
  {
    id: pk(),
    businessId: businessIdColumn(),
    userId: integer().notNull(),
    key: text().notNull(),
    value: smallint().notNull().default(0),
  },
  (t) => [
    unique().on(t.userId, t.key),
    foreignKey({
      name: "guides_user_fk",
      columns: [t.businessId, t.userId],
      foreignColumns: [users.businessId, users.id],
    }).onDelete("cascade"),
    check("guides_value_check", sql`${t.value} in (0, 1)`),
  ],
);
