import { MAX_CHUNKS, SHIFT_TYPES, SLOT_TYPES, WEEKDAYS } from "@brigade/contract/enums";
import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  unique,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, instant, pk, sqlList } from "./columns";
import { areaRoles, businessIdColumn, locations } from "./locations";

export const shiftNames = pgTable(
  "shift_names",
  {
    id: pk(),
    businessId: businessIdColumn(),
    name: text().notNull(),
    // The name's usual times on the location's clock (the Create Shift form fills From and To with them); an end at or
    // before the start is on the next day. Both or neither.
    startTime: time(),
    endTime: time(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.businessId, t.name),
    check("shift_names_times_check", sql`(${t.startTime} is null) = (${t.endTime} is null)`),
  ],
);

export const shifts = pgTable(
  "shifts",
  {
    id: pk(),
    businessId: businessIdColumn(),
    locationId: integer().notNull(),
    name: text().notNull(),
    description: text(),
    shiftType: text({ enum: SHIFT_TYPES }).notNull().default("Non_Premium"),
    bonus: numeric({ precision: 10, scale: 2 }).notNull().default("0"),
    labelColor: text().notNull().default("#0a0a0a"),
    startsAt: instant().notNull(),
    endsAt: instant().notNull(),
    day: text({ enum: WEEKDAYS }).notNull(),
    chunk: smallint().notNull().default(1),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    // Null while a draft (work rule draft_weeks): staff do not see it until its week is published. Shifts made
    // with draft weeks off are published when made, as the spec has it.
    publishedAt: instant().defaultNow(),
    // The last edit or move, so a published week can say how many of its shifts changed since.
    changedAt: instant(),
  },
  (t) => [
    index().on(t.businessId, t.locationId, t.startsAt),
    // The target of shift_slots' (shift_id, location_id) key, which keeps each slot's location in step.
    unique("shifts_id_location_unique").on(t.id, t.locationId),
    unique("shifts_business_id_unique").on(t.businessId, t.id),
    foreignKey({
      name: "shifts_location_fk",
      columns: [t.businessId, t.locationId],
      foreignColumns: [locations.businessId, locations.id],
    }).onDelete("restrict"),
    check("shifts_time_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("shifts_chunk_check", sql`${t.chunk} between 1 and ${sql.raw(String(MAX_CHUNKS))}`),
    check("shifts_type_check", sql`${t.shiftType} in ${sqlList(SHIFT_TYPES)}`),
    check("shifts_day_check", sql`${t.day} in ${sqlList(WEEKDAYS)}`),
    check("shifts_bonus_check", sql`${t.bonus} >= 0`),
  ],
);

export const shiftAreaRoles = pgTable(
  "shift_area_roles",
  {
    businessId: businessIdColumn(),
    shiftId: integer().notNull(),
    areaRoleId: integer().notNull(),
    roleCount: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shiftId, t.areaRoleId] }),
    index().on(t.areaRoleId),
    foreignKey({
      name: "shift_area_roles_shift_fk",
      columns: [t.businessId, t.shiftId],
      foreignColumns: [shifts.businessId, shifts.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "shift_area_roles_area_role_fk",
      columns: [t.businessId, t.areaRoleId],
      foreignColumns: [areaRoles.businessId, areaRoles.id],
    }).onDelete("restrict"),
    check("shift_area_roles_count_check", sql`${t.roleCount} > 0`),
  ],
);

export const shiftSlots = pgTable(
  "shift_slots",
  {
    id: pk(),
    businessId: businessIdColumn(),
    shiftId: integer().notNull(),
    /**
     * The shift's location, copied so the period reads (rosters, timelines, vacant positions) find a location's
     * slots in a window by index instead of joining every shift. Filled from the shift by a trigger on insert
     * (migration 0003) and kept in step by the composite key below (on update cascade); NOT NULL in the database.
     */
    locationId: integer(),
    seq: smallint().notNull(),
    startsAt: instant().notNull(),
    endsAt: instant().notNull(),
    type: text({ enum: SLOT_TYPES }).notNull(),
  },
  (t) => [
    unique().on(t.shiftId, t.seq),
    unique("shift_slots_business_id_unique").on(t.businessId, t.id),
    foreignKey({
      name: "shift_slots_shift_fk",
      columns: [t.businessId, t.shiftId],
      foreignColumns: [shifts.businessId, shifts.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "shift_slots_shift_location_fk",
      columns: [t.shiftId, t.locationId],
      foreignColumns: [shifts.id, shifts.locationId],
    })
      .onUpdate("cascade")
      .onDelete("cascade"),
    // ends_at in the key: a roster walks a location's slots in start order and skips the ended ones in the
    // index itself, without reading each one from the table.
    index("shift_slots_location_starts_idx").on(t.businessId, t.locationId, t.startsAt, t.endsAt),
    // The upcoming slots of a location (the rosters' counts), answered from the index alone.
    index("shift_slots_location_ends_idx").on(t.businessId, t.locationId, t.endsAt, t.id),
    index("shift_slots_business_starts_idx").on(t.businessId, t.startsAt, t.endsAt),
    check("shift_slots_time_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("shift_slots_type_check", sql`${t.type} in ${sqlList(SLOT_TYPES)}`),
  ],
);

export const slotPositions = pgTable(
  "slot_positions",
  {
    businessId: businessIdColumn(),
    slotId: integer().notNull(),
    areaRoleId: integer().notNull(),
    capacity: integer().notNull(),
    remaining: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.slotId, t.areaRoleId] }),
    foreignKey({
      name: "slot_positions_slot_fk",
      columns: [t.businessId, t.slotId],
      foreignColumns: [shiftSlots.businessId, shiftSlots.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "slot_positions_area_role_fk",
      columns: [t.businessId, t.areaRoleId],
      foreignColumns: [areaRoles.businessId, areaRoles.id],
    }).onDelete("restrict"),
    // The open positions of a slot; with the role in it, counting them needs no table read.
    index("slot_positions_open_idx").on(t.slotId, t.areaRoleId).where(sql`${t.remaining} > 0`),
    check("slot_positions_remaining_check", sql`${t.remaining} between 0 and ${t.capacity}`),
  ],
);
