import { MESSAGES } from "@brigade/contract/messages";
import { OPENING_HOURS_MESSAGES, type Opening } from "@brigade/contract/opening-hours";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createPlace } from "../shifts/test/support";

// A location's opening hours (demand.md, "Labour model"): openings per weekday on its own clock, past midnight too.

let t: TestApp;
let owner: Caller;
let location: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  location = (await createPlace(t, owner)).locationId;
});
afterAll(() => t.close());

const put = (caller: Caller, days: unknown, at = location) =>
  caller.put(`/api/locations/${at}/opening-hours`, { days });
const read = async () => {
  const res = await owner.get(`/api/locations/${location}/opening-hours`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.days as Opening[];
};

describe("opening hours", () => {
  it("are set whole, read Monday first, and may run past midnight or all day", async () => {
    const week: Opening[] = [
      { weekday: "Saturday", open: "17:00", close: "02:00" },
      { weekday: "Monday", open: "17:00", close: "23:00" },
      { weekday: "Monday", open: "11:00", close: "15:00" },
      { weekday: "Wednesday", open: "00:00", close: "00:00" },
    ];
    const res = await put(owner, week);
    expect(res.statusCode, res.body).toBe(200);
    const ordered = [week[2], week[1], week[3], week[0]];
    expect(res.json()).toEqual({ message: OPENING_HOURS_MESSAGES.saved, payload: { days: ordered } });
    expect(await read()).toEqual(ordered);
    // Replaced, not added to: Monday alone is left open.
    await put(owner, [{ weekday: "Monday", open: "09:00", close: "17:00" }]);
    expect(await read()).toEqual([{ weekday: "Monday", open: "09:00", close: "17:00" }]);
    await put(owner, []);
    expect(await read()).toEqual([]);
  });

  it("refuses a wrong day or time, overlaps (across midnight and the week's end) and too many, changing nothing", async () => {
    const kept = [{ weekday: "Tuesday", open: "10:00", close: "14:00" }];
    await put(owner, kept);
    const cases: [unknown[], string, string][] = [
      [[{ weekday: "Funday", open: "10:00", close: "11:00" }], "days.0.weekday", OPENING_HOURS_MESSAGES.weekday],
      [[{ weekday: "Friday", open: "7:00", close: "11:00" }], "days.0.open", OPENING_HOURS_MESSAGES.time],
      [[{ weekday: "Friday", open: "07:00", close: "24:00" }], "days.0.close", OPENING_HOURS_MESSAGES.time],
      [
        [
          { weekday: "Friday", open: "11:00", close: "15:00" },
          { weekday: "Friday", open: "14:00", close: "18:00" },
        ],
        "days.1",
        OPENING_HOURS_MESSAGES.overlap,
      ],
      [
        [
          { weekday: "Friday", open: "17:00", close: "03:00" },
          { weekday: "Saturday", open: "02:00", close: "10:00" },
        ],
        "days.1",
        OPENING_HOURS_MESSAGES.overlap,
      ],
      [
        [
          { weekday: "Monday", open: "03:00", close: "05:00" },
          { weekday: "Sunday", open: "22:00", close: "04:00" },
        ],
        "days.1",
        OPENING_HOURS_MESSAGES.overlap,
      ],
      [
        ["06:00", "09:00", "12:00", "15:00"].map((open) => ({
          weekday: "Friday",
          open,
          close: `${open.slice(0, 2)}:30`,
        })),
        "days.3",
        OPENING_HOURS_MESSAGES.tooMany,
      ],
    ];
    for (const [days, field, message] of cases) {
      const res = await put(owner, days);
      expect(res.statusCode, JSON.stringify(days)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(days)).toEqual([message]);
    }
    expect(await read()).toEqual(kept);
    // Next to each other is not overlapping: 11:00-15:00 then 15:00-18:00.
    const touching = [
      { weekday: "Friday", open: "11:00", close: "15:00" },
      { weekday: "Friday", open: "15:00", close: "18:00" },
    ];
    expect((await put(owner, touching)).statusCode).toBe(200);
  });

  it("are for owners and managers of the business only", async () => {
    const manager = await createStaff(t, owner, "manager");
    const member = await createStaff(t, owner, "team_member");
    const other = await registerOwner(t.app, "Other Bistro");
    const theirs = (await createPlace(t, other)).locationId;
    const day = [{ weekday: "Monday", open: "08:00", close: "12:00" }];
    expect((await put(manager, day)).statusCode).toBe(200);
    expect((await put(member, day)).statusCode).toBe(403);
    expect((await member.get(`/api/locations/${location}/opening-hours`)).statusCode).toBe(403);
    const foreign = await put(owner, day, theirs);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.locationNotFound);
    expect((await owner.get(`/api/locations/${theirs}/opening-hours`)).statusCode).toBe(404);
    expect((await other.get(`/api/locations/${theirs}/opening-hours`)).json().payload).toEqual({ days: [] });
  });
});
