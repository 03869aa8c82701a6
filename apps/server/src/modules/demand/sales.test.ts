import { startOfDayIn, weekStartIn } from "@brigade/contract/local-time";
import { MESSAGES } from "@brigade/contract/messages";
import { MAX_SALES_PUT, SALES_MESSAGES, type SalesPayload } from "@brigade/contract/sales";
import { TIMELINE_MESSAGES } from "@brigade/contract/timelines";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createPlace } from "../shifts/test/support";

// A location's sales history through the API (demand.md, "Sales history"): what a till writes, and what was sold
// per quarter, hour or day of the location's own clock, across DST changes in more than one zone.

let t: TestApp;
let owner: Caller;
let newYork: number;
let paris: number;
let kolkata: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  newYork = (await createPlace(t, owner, "America/New_York")).locationId;
  paris = (await createPlace(t, owner, "Europe/Paris")).locationId;
  kolkata = (await createPlace(t, owner, "Asia/Kolkata")).locationId;
});
afterAll(() => t.close());

type Interval = { start: string; sales?: string; transactions?: number };
const put = (caller: Caller, location: number, intervals: unknown) =>
  caller.put(`/api/locations/${location}/sales`, { intervals });
const read = async (location: number, from: string, to: string, interval = "15m") => {
  const res = await owner.get(`/api/locations/${location}/sales?from=${from}&to=${to}&interval=${interval}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as SalesPayload;
};
const fieldErrors = (res: { statusCode: number; json: () => { errors?: Record<string, string[]> } }) => {
  expect(res.statusCode).toBe(422);
  return res.json().errors ?? {};
};

describe("PUT /api/locations/{id}/sales", () => {
  it("writes a till's intervals, and the same call twice replaces them rather than adding", async () => {
    const intervals: Interval[] = [
      { start: "2027-01-04T17:00:00Z", sales: "120.10", transactions: 4 },
      { start: "2027-01-04T17:15:00.000Z", sales: "80.20" },
      { start: "2027-01-04T17:30:00+00:00", transactions: 3 },
    ];
    const first = await put(owner, newYork, intervals);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: SALES_MESSAGES.saved, payload: { written: 3, replaced: 0 } });
    const again = await put(owner, newYork, intervals);
    expect(again.json().payload).toEqual({ written: 3, replaced: 3 });
    // Replaced whole: an interval sent again with transactions only has no sales any more.
    await put(owner, newYork, [{ start: "2027-01-04T17:00:00Z", transactions: 5 }]);
    expect((await read(newYork, "04-01-2027", "04-01-2027")).intervals).toEqual([
      { start: "2027-01-04T17:00:00.000Z", transactions: 5 },
      { start: "2027-01-04T17:15:00.000Z", sales: "80.20" },
      { start: "2027-01-04T17:30:00.000Z", transactions: 3 },
    ]);
  });

  it("is for owners and managers of the business only", async () => {
    const manager = await createStaff(t, owner, "manager");
    const member = await createStaff(t, owner, "team_member");
    const other = await registerOwner(t.app, "Other Bistro");
    const theirs = (await createPlace(t, other)).locationId;
    const interval = [{ start: "2027-01-05T12:00:00Z", sales: "10.00" }];
    expect((await put(manager, newYork, interval)).statusCode).toBe(200);
    expect((await manager.get(`/api/locations/${newYork}/sales?from=05-01-2027&to=05-01-2027`)).statusCode).toBe(200);
    const refused = await put(member, newYork, interval);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbidden);
    expect((await member.get(`/api/locations/${newYork}/sales?from=05-01-2027&to=05-01-2027`)).statusCode).toBe(403);
    // Another business's location does not exist for this one, and its history is untouched.
    const foreign = await put(owner, theirs, interval);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.locationNotFound);
    expect((await owner.get(`/api/locations/${theirs}/sales?from=05-01-2027&to=05-01-2027`)).statusCode).toBe(404);
    expect((await other.get(`/api/locations/${theirs}/sales?from=05-01-2027&to=05-01-2027`)).json().payload).toEqual({
      currency: "USD",
      interval: "1h",
      intervals: [],
    });
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/api/locations/${newYork}/sales?from=05-01-2027&to=05-01-2027`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses bad intervals with the contract's messages, and then writes none of the call", async () => {
    const good = { start: "2027-02-01T10:00:00Z", sales: "1.00" };
    const cases: [unknown, string, string][] = [
      [[good, { start: "2027-02-01T10:07:00Z", sales: "1.00" }], "intervals.1.start", SALES_MESSAGES.start],
      [[good, { start: "yesterday", sales: "1.00" }], "intervals.1.start", SALES_MESSAGES.start],
      [[good, { start: "2027-02-01T10:15:00Z" }], "intervals.1.sales", SALES_MESSAGES.salesOrTransactions],
      [[good, { start: "2027-02-01T10:15:00Z", sales: 12.5 }], "intervals.1.sales", SALES_MESSAGES.sales],
      [[good, { start: "2027-02-01T10:15:00Z", sales: "-1.00" }], "intervals.1.sales", SALES_MESSAGES.sales],
      [[good, { start: "2027-02-01T10:15:00Z", sales: "10000000.01" }], "intervals.1.sales", SALES_MESSAGES.sales],
      [
        [good, { start: "2027-02-01T10:15:00Z", transactions: 1.5 }],
        "intervals.1.transactions",
        SALES_MESSAGES.transactions,
      ],
      [
        [good, { start: "2027-02-01T10:15:00Z", transactions: -1 }],
        "intervals.1.transactions",
        SALES_MESSAGES.transactions,
      ],
      [[good, { start: "2027-02-01T11:00:00+01:00", sales: "2.00" }], "intervals.1.start", SALES_MESSAGES.startTwice],
      [[], "intervals", SALES_MESSAGES.intervalsRequired],
      ["many", "intervals", SALES_MESSAGES.intervalsRequired],
    ];
    for (const [intervals, field, message] of cases) {
      const res = await put(owner, paris, intervals);
      expect(fieldErrors(res)[field], JSON.stringify(intervals)).toEqual([message]);
    }
    const tooMany = Array.from({ length: MAX_SALES_PUT + 1 }, (_, i) => ({
      start: new Date(Date.UTC(2027, 0, 1) + i * 15 * 60_000).toISOString(),
      transactions: 1,
    }));
    expect(fieldErrors(await put(owner, paris, tooMany)).intervals).toEqual([SALES_MESSAGES.tooManyIntervals]);
    expect((await read(paris, "01-02-2027", "01-02-2027")).intervals).toEqual([]);
    // The most one call takes is written whole (at a place of its own: the history of 104 days).
    const bulk = (await createPlace(t, owner)).locationId;
    const most = await put(owner, bulk, tooMany.slice(0, MAX_SALES_PUT));
    expect(most.json().payload).toEqual({ written: MAX_SALES_PUT, replaced: 0 });
  });
});

describe("GET /api/locations/{id}/sales", () => {
  it("groups by the hour and the day of the location's clock across the autumn change in New York", async () => {
    // 1 November 2026: 01:00 happens twice in New York (EDT, then EST), so the day has 25 hours.
    await put(owner, newYork, [
      { start: "2026-11-01T04:00:00Z", sales: "1.00" }, // 00:00 EDT, the day's first quarter
      { start: "2026-11-01T05:00:00Z", sales: "0.10", transactions: 1 }, // 01:00 EDT
      { start: "2026-11-01T05:45:00Z", sales: "0.20", transactions: 2 }, // 01:45 EDT
      { start: "2026-11-01T06:00:00Z", sales: "0.40" }, // 01:00 EST, the second 01:00
      { start: "2026-11-02T04:45:00Z", transactions: 7 }, // 23:45 EST, still the 1st
      { start: "2026-11-02T05:00:00Z", sales: "9.00" }, // 00:00 on the 2nd
    ]);
    const hours = await read(newYork, "01-11-2026", "01-11-2026", "1h");
    expect(hours.intervals).toEqual([
      { start: "2026-11-01T04:00:00.000Z", sales: "1.00" },
      { start: "2026-11-01T05:00:00.000Z", sales: "0.30", transactions: 3 },
      { start: "2026-11-01T06:00:00.000Z", sales: "0.40" },
      { start: "2026-11-02T04:00:00.000Z", transactions: 7 },
    ]);
    const days = await read(newYork, "01-11-2026", "02-11-2026", "1d");
    expect(days.intervals).toEqual([
      { start: "2026-11-01T04:00:00.000Z", sales: "1.70", transactions: 10 },
      { start: "2026-11-02T05:00:00.000Z", sales: "9.00" },
    ]);
  });

  it("groups by the day across the spring change in Paris, and by hours half an hour off UTC in Kolkata", async () => {
    // 28 March 2027: 02:00 never happens in Paris, so the day has 23 hours, 23:00Z the 27th to 22:00Z the 28th.
    await put(owner, paris, [
      { start: "2027-03-27T22:45:00Z", sales: "5.00" }, // 23:45 the 27th
      { start: "2027-03-27T23:00:00Z", sales: "1.00" }, // 00:00 the 28th
      { start: "2027-03-28T21:45:00Z", sales: "2.00" }, // 23:45 CEST the 28th
      { start: "2027-03-28T22:00:00Z", sales: "4.00" }, // 00:00 the 29th
    ]);
    expect((await read(paris, "28-03-2027", "28-03-2027", "1d")).intervals).toEqual([
      { start: "2027-03-27T23:00:00.000Z", sales: "3.00" },
    ]);
    await put(owner, kolkata, [
      { start: "2027-03-01T10:30:00Z", transactions: 1 }, // 16:00 IST
      { start: "2027-03-01T11:15:00Z", transactions: 2 }, // 16:45 IST
      { start: "2027-03-01T11:30:00Z", transactions: 4 }, // 17:00 IST
    ]);
    expect((await read(kolkata, "01-03-2027", "01-03-2027", "1h")).intervals).toEqual([
      { start: "2027-03-01T10:30:00.000Z", transactions: 3 },
      { start: "2027-03-01T11:30:00.000Z", transactions: 4 },
    ]);
  });

  it("bounds the period and names the interval's choices", async () => {
    const get = (query: string) => owner.get(`/api/locations/${paris}/sales?${query}`);
    expect(fieldErrors(await get("from=01-01-2027&to=03-04-2027")).to).toEqual([SALES_MESSAGES.periodTooLong]);
    expect((await get("from=01-01-2027&to=02-04-2027")).statusCode).toBe(200);
    expect(fieldErrors(await get("from=01-01-2027&to=02-01-2027&interval=2h")).interval).toEqual([
      SALES_MESSAGES.grain,
    ]);
    expect(fieldErrors(await get("from=1-1&to=02-01-2027")).from).toEqual([TIMELINE_MESSAGES.dateFormat("from")]);
    expect(fieldErrors(await get("from=03-01-2027&to=02-01-2027")).to).toEqual([TIMELINE_MESSAGES.toBeforeFrom]);
  });

  it("reads this week of the location's clock when no period is named", async () => {
    const monday = weekStartIn(new Date(), "Asia/Kolkata");
    const at = new Date(startOfDayIn(monday.add({ days: 6 }), "Asia/Kolkata").getTime() + 12 * 3600_000);
    const before = new Date(startOfDayIn(monday, "Asia/Kolkata").getTime() - 15 * 60_000);
    await put(owner, kolkata, [
      { start: at.toISOString(), sales: "3.00" },
      { start: before.toISOString(), sales: "4.00" },
    ]);
    const res = await owner.get(`/api/locations/${kolkata}/sales?interval=1d`);
    expect(res.json().payload.intervals).toEqual([
      { start: startOfDayIn(monday.add({ days: 6 }), "Asia/Kolkata").toISOString(), sales: "3.00" },
    ]);
  });
});
