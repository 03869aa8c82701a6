import { localDayAndWeek } from "@brigade/contract/local-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee } from "../assignments/test/support";
import { createNamedPlace } from "../auto-fill/test/support";
import { addPunch } from "../time-clock/test/support";
import { punchRows } from "./cost-items-repository";

// The database computes each row's local day and week (cost-items.ts); they must be the contract's, around every
// DST change and midnight, in zones on both sides of UTC.

let t: TestApp;
let owner: Caller;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Zones Bistro");
});
afterAll(() => t.close());

describe("the database's local days and weeks", () => {
  it("are the contract's, across DST changes and midnights in New York, London and Sydney", async () => {
    for (const zone of ["America/New_York", "Europe/London", "Australia/Sydney"]) {
      const place = await createNamedPlace(t, owner, zone);
      const employee = await addEmployee(t, place.businessId);
      const instants: number[] = [];
      // Every 50 minutes over the days around each of the year's DST changes, and a Sunday-to-Monday midnight.
      for (const start of [
        "2027-03-13T12:00:00Z",
        "2027-03-27T12:00:00Z",
        "2027-04-03T12:00:00Z",
        "2027-10-02T12:00:00Z",
        "2027-10-30T12:00:00Z",
        "2027-11-06T12:00:00Z",
      ])
        for (let i = 0; i < 60; i += 1) instants.push(Date.parse(start) + i * 50 * 60_000);
      for (const [i, ms] of instants.entries())
        await addPunch(t, {
          businessId: place.businessId,
          employeeId: employee.id,
          locationId: place.locationId,
          inAt: new Date(ms).toISOString(),
          outAt: new Date(ms + 60_000 + i).toISOString(),
        });
      const rows = await punchRows(
        t.database.db,
        place.businessId,
        { from: new Date("2027-01-01"), to: new Date("2028-01-01") },
        { employeeIds: [employee.id] },
      );
      expect(rows).toHaveLength(instants.length);
      for (const row of rows)
        expect([row.day, row.week], `${zone} ${new Date(row.inAt).toISOString()}`).toEqual(
          Object.values(localDayAndWeek(row.inAt, zone)),
        );
    }
  });
});
