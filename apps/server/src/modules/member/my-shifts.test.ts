import { BOOKING_STATUSES } from "@brigade/contract/enums";
import type { MyShiftItem } from "@brigade/contract/member";
import { TIMELINE_MESSAGES } from "@brigade/contract/timelines";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { addMember, type Member } from "./test/support";

let t: TestApp;
let owner: Caller;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const myShifts = async (caller: Caller, query = "") => {
  const res = await caller.get(`/api/employee/my-shifts${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as MyShiftItem[];
};

/** A one-role shift of 45 minutes from `from`, for `place`. */
const shortShift = (at: Place, from: string) =>
  createShift(
    owner,
    storeBody(at, {
      from,
      to: new Date(new Date(from).getTime() + 45 * 60_000).toISOString(),
      areas: [{ id: at.areaId, area_role: [{ id: at.roleA, count: 3 }] }],
    }),
  );

describe("GET /api/employee/my-shifts", () => {
  it("lists the caller's bookings in every status, earliest first, and nobody else's", async () => {
    const member = await addMember(t, owner, [place.roleA]);
    const other = await addMember(t, owner, [place.roleA]);
    const ids: number[] = [];
    for (const [i, status] of BOOKING_STATUSES.entries()) {
      // Created latest first, to show the order is by time, not by creation.
      const shift = await shortShift(place, `2027-02-${String(20 - i).padStart(2, "0")}T15:00:00Z`);
      ids.unshift(await book(t, place, shift, { employeeId: member.employeeId, status }));
      await book(t, place, shift, { employeeId: other.employeeId });
    }
    const items = await myShifts(member, "?from=01-02-2027&to=28-02-2027");
    expect(items.map((i) => i.id)).toEqual(ids);
    expect(items.map((i) => i.status).sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(items[0]).toMatchObject({
      shift: { name: "Dinner", label_color: "#0a0a0a" },
      area_role: { id: place.roleA },
      location: { id: place.locationId, time_zone: { value: "America/New_York", abbr: "EST" } },
      from: "2027-02-15T15:00:00.000Z",
      to: "2027-02-15T15:45:00.000Z",
    });
  });

  it("reads from and to as whole days in the location's zone", async () => {
    const member = await addMember(t, owner, [place.roleA]);
    // 23:30 on 1 March in New York is already 2 March in UTC.
    const shift = await shortShift(place, "2027-03-02T04:30:00Z");
    await book(t, place, shift, { employeeId: member.employeeId });
    expect(await myShifts(member, "?from=01-03-2027&to=01-03-2027")).toHaveLength(1);
    expect(await myShifts(member, "?from=02-03-2027&to=02-03-2027")).toHaveLength(0);
  });

  it("answers an empty list to a signed-in user without an employee record", async () => {
    expect(await myShifts(owner, "?from=01-02-2027&to=28-02-2027")).toEqual([]);
  });

  it("answers 422 for a malformed date, to before from, and a period too long", async () => {
    const member = await addMember(t, owner, []);
    const cases: [string, string][] = [
      ["?from=2027-02-01", TIMELINE_MESSAGES.dateFormat("from")],
      ["?from=31-02-2027", TIMELINE_MESSAGES.dateFormat("from")],
      ["?from=10-02-2027&to=09-02-2027", TIMELINE_MESSAGES.toBeforeFrom],
      ["?from=01-01-2027&to=31-12-2027", TIMELINE_MESSAGES.periodTooLong],
    ];
    for (const [query, message] of cases) {
      const res = await member.get(`/api/employee/my-shifts${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toBe(message);
    }
  });

  describe("by default, this week and next in each location's zone", () => {
    let member: Member;
    let london: Place;
    const at = (iso: string) => ({ iso, id: 0 });
    // New York leaves daylight time on Sunday 1 November 2026; "now" is Wednesday 28 October.
    const shifts = {
      sundayBefore: at("2026-10-26T03:00:00Z"), // Sun 25 Oct 23:00 EDT: last week
      mondayFirst: at("2026-10-26T04:15:00Z"), // Mon 26 Oct 00:15 EDT: this week
      sundayLast: at("2026-11-09T04:00:00Z"), // Sun 8 Nov 23:00 EST: next week (24 h after 04:00Z would miss it)
      mondayAfter: at("2026-11-09T05:15:00Z"), // Mon 9 Nov 00:15 EST: the week after
      londonMonday: at("2026-10-26T01:00:00Z"), // Mon 26 Oct 01:00 GMT, still Sunday in New York
    };

    beforeAll(async () => {
      london = await createPlace(t, owner, "Europe/London");
      member = await addMember(t, owner, [place.roleA, london.roleA]);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-10-01T12:00:00Z"));
      for (const [key, s] of Object.entries(shifts)) {
        const where = key === "londonMonday" ? london : place;
        const shift = await shortShift(where, s.iso);
        s.id = await book(t, where, shift, { employeeId: member.employeeId });
      }
      vi.useRealTimers();
    });

    it("runs from Monday 00:00 of this week to Monday 00:00 two weeks on, across the DST change", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-10-28T12:00:00Z"));
      const items = await myShifts(member);
      expect(items.map((i) => i.id)).toEqual([shifts.londonMonday.id, shifts.mondayFirst.id, shifts.sundayLast.id]);
      expect(items.map((i) => i.location.time_zone.abbr)).toEqual(["GMT", "EDT", "EST"]);
    });
  });
});
