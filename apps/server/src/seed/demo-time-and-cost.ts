import { weekStartIn } from "@brigade/contract/local-time";
import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { employees } from "../db/schema/employees";
import { locations } from "../db/schema/locations";
import { employeeWages, locationBudgets } from "../db/schema/time-and-cost";

// The demo's wages and budgets, so the week's labour cost against its budget has something to show.

/** Every demo employee an hourly rate (16.00 to 23.00) from 2020, every location a budget this week and next. */
export async function seedTimeAndCost(tx: Tx, businessId: number, now: Date): Promise<void> {
  const staff = await tx.select({ id: employees.id }).from(employees).where(eq(employees.businessId, businessId));
  if (staff.length)
    await tx.insert(employeeWages).values(
      staff.map((e, i) => ({
        businessId,
        employeeId: e.id,
        effectiveFrom: "2020-01-01",
        hourlyRate: (16 + (i % 8)).toFixed(2),
      })),
    );
  const places = await tx
    .select({ id: locations.id, timeZone: locations.timeZone })
    .from(locations)
    .where(eq(locations.businessId, businessId));
  for (const place of places) {
    const monday = weekStartIn(now, place.timeZone);
    await tx.insert(locationBudgets).values(
      [0, 1].map((w) => ({
        businessId,
        locationId: place.id,
        week: monday.add({ weeks: w }).toString(),
        amount: "6000.00",
      })),
    );
  }
}
