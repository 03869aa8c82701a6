import { HOLDING_STATUSES } from "@brigade/contract/enums";
import type { HeldPosition } from "@brigade/contract/fit";
import { weekStartIn } from "@brigade/contract/local-time";
import { splitIntoSlots, weekdayIn } from "@brigade/contract/slots";
import { count, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Db, Tx } from "../db/client";
import { businesses, users } from "../db/schema/accounts";
import { bookingEvents, bookings } from "../db/schema/bookings";
import { employeeAreaRoles, employees } from "../db/schema/employees";
import { areaRoles, areas, locations } from "../db/schema/locations";
import { shiftAreaRoles, shiftNames, shiftSlots, shifts, slotPositions } from "../db/schema/shifts";
import { hashPassword } from "../lib/passwords";
import {
  DEMO_BUSINESS,
  DEMO_EMPLOYEES,
  DEMO_LOCATIONS,
  DEMO_OWNER,
  DEMO_PASSWORD,
  DEMO_SHIFT_NAMES,
  DEMO_SHIFTS,
  DEMO_STATUS_CYCLE,
} from "./demo-data";
import { seedTimeAndCost } from "./demo-time-and-cost";
import { seedAvailability, withinWorkRules } from "./demo-week-building";

// Seeding loads fixed data straight into the tables; it is the one writer besides the repositories.

type Ctx = { tx: Tx; businessId: number; ownerId: number };
type Booked = { from: number; to: number };

/** Seeds the demo business into an empty database; returns whether it did. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(businesses);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [business] = await tx.insert(businesses).values(DEMO_BUSINESS).returning();
    if (!business) throw new Error("seed: business");
    const [owner] = await tx
      .insert(users)
      .values({ ...DEMO_OWNER, businessId: business.id, passwordHash, role: "owner" })
      .returning();
    if (!owner) throw new Error("seed: owner");
    const ctx: Ctx = { tx, businessId: business.id, ownerId: owner.id };
    await tx.insert(shiftNames).values(
      DEMO_SHIFT_NAMES.map((n) => ({
        businessId: business.id,
        name: n.name,
        startTime: n.from_time,
        endTime: n.to_time,
      })),
    );
    const roleIds = await seedLocations(ctx);
    const { byRole, idsByEmail } = await seedEmployees(ctx, roleIds, passwordHash);
    await seedShifts(ctx, roleIds, byRole, now);
    await seedAvailability(tx, { businessId: business.id, ownerId: owner.id }, idsByEmail, now);
    await seedTimeAndCost(tx, business.id, now);
  });
  return true;
}

async function seedLocations({ tx, businessId }: Ctx) {
  const roleIds = new Map<string, number>();
  const locationIds = new Map<string, { id: number; timeZone: string }>();
  for (const loc of DEMO_LOCATIONS) {
    const [location] = await tx
      .insert(locations)
      .values({ businessId, name: loc.name, timeZone: loc.timeZone, lockDay: loc.lockDay })
      .returning();
    if (!location) throw new Error("seed: location");
    locationIds.set(loc.key, { id: location.id, timeZone: loc.timeZone });
    for (const [areaName, roles] of Object.entries(loc.areas)) {
      const [area] = await tx.insert(areas).values({ businessId, locationId: location.id, name: areaName }).returning();
      if (!area) throw new Error("seed: area");
      for (const roleName of roles) {
        const [role] = await tx.insert(areaRoles).values({ businessId, areaId: area.id, name: roleName }).returning();
        if (!role) throw new Error("seed: role");
        roleIds.set(`${loc.key}/${areaName}/${roleName}`, role.id);
      }
    }
  }
  return { roleIds, locationIds };
}

type Roles = Awaited<ReturnType<typeof seedLocations>>;

async function seedEmployees({ tx, businessId }: Ctx, { roleIds }: Roles, passwordHash: string) {
  /** Active employees by area role id, in seed order, to fill positions from. */
  const byRole = new Map<number, number[]>();
  const idsByEmail = new Map<string, number>();
  for (const person of DEMO_EMPLOYEES) {
    const status = person.status ?? "active_employee";
    const [user] = await tx
      .insert(users)
      .values({
        businessId,
        name: person.name,
        email: person.email,
        passwordHash,
        role: person.role,
        active: status !== "inactive",
      })
      .returning();
    if (!user) throw new Error("seed: user");
    const [employee] = await tx
      .insert(employees)
      .values({ businessId, userId: user.id, availability: person.availability, status })
      .returning();
    if (!employee) throw new Error("seed: employee");
    idsByEmail.set(person.email, employee.id);
    for (const key of person.roles) {
      const areaRoleId = roleIds.get(key);
      if (!areaRoleId) throw new Error(`seed: unknown role ${key}`);
      await tx.insert(employeeAreaRoles).values({ businessId, employeeId: employee.id, areaRoleId });
      if (status === "active_employee") byRole.set(areaRoleId, [...(byRole.get(areaRoleId) ?? []), employee.id]);
    }
  }
  return { byRole, idsByEmail };
}

/** The instant of a wall-clock time on a date in a zone; an end before its start falls on the next day. */
function zonedRange(date: Temporal.PlainDate, start: string, end: string, timeZone: string) {
  const from = date.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(start) });
  let to = date.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(end) });
  if (Temporal.ZonedDateTime.compare(to, from) <= 0)
    to = date.add({ days: 1 }).toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(end) });
  return { from: new Date(from.epochMilliseconds), to: new Date(to.epochMilliseconds) };
}

async function seedShifts(ctx: Ctx, { roleIds, locationIds }: Roles, byRole: Map<number, number[]>, now: Date) {
  const { tx, businessId, ownerId } = ctx;
  const booked = new Map<number, Booked[]>();
  const held = new Map<number, HeldPosition[]>();
  let turn = 0;
  for (const template of DEMO_SHIFTS) {
    const location = locationIds.get(template.location);
    if (!location) throw new Error("seed: location key");
    const monday = weekStartIn(now, location.timeZone);
    for (const week of [0, 1]) {
      for (const day of template.days) {
        const { from, to } = zonedRange(
          monday.add({ days: week * 7 + day - 1 }),
          template.start,
          template.end,
          location.timeZone,
        );
        const [shift] = await tx
          .insert(shifts)
          .values({
            businessId,
            locationId: location.id,
            name: template.name,
            description: `${template.name} service`,
            shiftType: template.premiumBonus ? "Premium" : "Non_Premium",
            bonus: String(template.premiumBonus ?? 0),
            labelColor: template.color,
            startsAt: from,
            endsAt: to,
            day: weekdayIn(from, location.timeZone),
            chunk: template.chunk,
            createdBy: ownerId,
          })
          .returning();
        if (!shift) throw new Error("seed: shift");
        const roles = Object.entries(template.roles).map(([key, roleCount]) => {
          const areaRoleId = roleIds.get(`${template.location}/${key}`);
          if (!areaRoleId) throw new Error(`seed: unknown role ${key}`);
          return { areaRoleId, roleCount };
        });
        await tx.insert(shiftAreaRoles).values(roles.map((r) => ({ businessId, shiftId: shift.id, ...r })));
        for (const slot of splitIntoSlots(from, to, template.chunk)) {
          const [slotRow] = await tx
            .insert(shiftSlots)
            .values({
              businessId,
              shiftId: shift.id,
              seq: slot.seq,
              startsAt: slot.from,
              endsAt: slot.to,
              type: slot.type,
            })
            .returning();
          if (!slotRow) throw new Error("seed: slot");
          for (const { areaRoleId, roleCount } of roles) {
            await tx
              .insert(slotPositions)
              .values({ businessId, slotId: slotRow.id, areaRoleId, capacity: roleCount, remaining: roleCount });
            // Leave every other position list one short, so vacant shifts exist too.
            const wanted = roleCount - (turn % 2);
            const candidates = (byRole.get(areaRoleId) ?? []).filter((employeeId) =>
              (booked.get(employeeId) ?? []).every((b) => b.to <= slot.from.getTime() || b.from >= slot.to.getTime()),
            );
            let placed = 0;
            for (const employeeId of candidates) {
              if (placed >= wanted) break;
              const status = DEMO_STATUS_CYCLE[turn % DEMO_STATUS_CYCLE.length] ?? "Accepted";
              // A position is held only within the work rules, so the team can still pick up shifts themselves.
              const holds = HOLDING_STATUSES.includes(status);
              if (holds && !withinWorkRules(held.get(employeeId) ?? [], slot, location.timeZone)) continue;
              turn++;
              placed++;
              booked.set(employeeId, [
                ...(booked.get(employeeId) ?? []),
                { from: slot.from.getTime(), to: slot.to.getTime() },
              ]);
              if (holds) held.set(employeeId, [...(held.get(employeeId) ?? []), { from: slot.from, to: slot.to }]);
              const [booking] = await tx
                .insert(bookings)
                .values({
                  businessId,
                  shiftId: shift.id,
                  slotId: slotRow.id,
                  areaRoleId,
                  employeeId,
                  status,
                  actionDetail: status === "Apply For Leave" ? "Family event" : null,
                  during: `[${slot.from.toISOString()},${slot.to.toISOString()})`,
                })
                .returning();
              if (!booking) throw new Error("seed: booking");
              await tx.insert(bookingEvents).values({
                businessId,
                bookingId: booking.id,
                actorUserId: ownerId,
                fromStatus: null,
                toStatus: status,
              });
            }
            turn++;
          }
        }
      }
    }
  }
  // Remaining = capacity minus the bookings that hold a position, computed by the database itself.
  const holding = sql.join(
    HOLDING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  await tx.execute(sql`
    update slot_positions sp set remaining = sp.capacity - (
      select count(*) from bookings b where b.slot_id = sp.slot_id and b.area_role_id = sp.area_role_id and b.status in (${holding})
    ) where sp.business_id = ${businessId}`);
}
