import type { ScheduleRosterRow, VacantRosterRow } from "@brigade/contract/rosters";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildScenario, roster, type Scenario } from "./test/support";

let s: Scenario;
beforeAll(async () => {
  s = await buildScenario();
});
afterAll(() => s.t.close());

const vacant = (query = "") => roster<VacantRosterRow>(s, `roster_type=vacant_shifts&${query}`);
const schedule = (query = "") => roster<ScheduleRosterRow>(s, `roster_type=schedule_shifts&${query}`);

describe("GET /api/shift/all-shift-slots?roster_type=vacant_shifts", () => {
  it("lists every upcoming open (slot, role) pair, earliest first, with the total", async () => {
    const { names, total } = await vacant();
    expect(names).toEqual(["Brunch:A", "Dinner:A", "Dinner:B", "Early:B", "Lunch1:A", "Lunch2:A"]);
    expect(total).toBe(6);
  });

  it("describes each row: the slot's times, the shift, the role with its area, the location and what is left", async () => {
    const { rows } = await vacant(`location_id=${s.ny.locationId}`);
    const dinnerA = rows[0];
    expect(dinnerA).toEqual({
      shift: { id: expect.any(Number), name: "Dinner", shift_type: "Non_Premium", bonus: 0, label_color: "#0a0a0a" },
      slot_id: expect.any(Number),
      from: "2027-01-11T22:00:00.000Z",
      to: "2027-01-12T04:00:00.000Z",
      area_roles: { id: s.ny.roleA, name: expect.any(String), area: { id: s.ny.areaId, name: expect.any(String) } },
      type: "Non_Premium",
      slot_type: "Full",
      // Two positions, one held by Alice.
      remaining_slots: 1,
      location: {
        id: s.ny.locationId,
        name: expect.any(String),
        time_zone: expect.objectContaining({ abbr: "EST", utc: ["America/New_York"] }),
      },
    });
    const lunch = rows.filter((r) => r.shift.name === "Lunch");
    expect(lunch.map((r) => [r.slot_type, r.type, r.shift.bonus, r.from, r.to])).toEqual([
      ["Half", "Premium", 10, "2027-01-12T15:00:00.000Z", "2027-01-12T17:00:00.000Z"],
      ["Half", "Premium", 10, "2027-01-12T17:00:00.000Z", "2027-01-12T19:00:00.000Z"],
    ]);
  });

  it("counts every holding booking against remaining and leaves out a full pair", async () => {
    // Dinner role B has two positions and Bob's leave request still holds one.
    const { rows } = await vacant("name=Dinner");
    expect(rows.map((r) => [r.area_roles.id, r.remaining_slots])).toEqual([
      [s.ny.roleA, 1],
      [s.ny.roleB, 1],
    ]);
    // Early's one role-A position is Carol's: only role B is listed.
    expect((await vacant("name=early")).names).toEqual(["Early:B"]);
  });

  it("sorts by from, to and type, both ways, ties broken by the slot's start and the row's id", async () => {
    const sorted = async (sort: string, order: string) => (await vacant(`sort=${sort}&order=${order}`)).names;
    expect(await sorted("from", "asc")).toEqual([
      "Brunch:A",
      "Dinner:A",
      "Dinner:B",
      "Early:B",
      "Lunch1:A",
      "Lunch2:A",
    ]);
    expect(await sorted("from", "desc")).toEqual([
      "Lunch2:A",
      "Lunch1:A",
      "Early:B",
      "Dinner:A",
      "Dinner:B",
      "Brunch:A",
    ]);
    expect(await sorted("to", "asc")).toEqual(["Brunch:A", "Early:B", "Dinner:A", "Dinner:B", "Lunch1:A", "Lunch2:A"]);
    expect(await sorted("to", "desc")).toEqual(["Lunch2:A", "Lunch1:A", "Dinner:A", "Dinner:B", "Early:B", "Brunch:A"]);
    expect(await sorted("type", "asc")).toEqual([
      "Dinner:A",
      "Dinner:B",
      "Early:B",
      "Brunch:A",
      "Lunch1:A",
      "Lunch2:A",
    ]);
    expect(await sorted("type", "desc")).toEqual([
      "Brunch:A",
      "Lunch1:A",
      "Lunch2:A",
      "Dinner:A",
      "Dinner:B",
      "Early:B",
    ]);
  });

  it("pages in the database: page 2, the last page, a page past the end and length = total", async () => {
    expect(await vacant("length=4&page=2")).toMatchObject({ names: ["Lunch1:A", "Lunch2:A"], total: 6 });
    expect(await vacant("length=5&page=2&order=desc")).toMatchObject({ names: ["Brunch:A"], total: 6 });
    expect(await vacant("length=2&page=2")).toMatchObject({ names: ["Dinner:B", "Early:B"], total: 6 });
    expect(await vacant("length=4&page=3")).toMatchObject({ names: [], total: 6 });
    expect((await vacant("length=6")).names).toHaveLength(6);
    // The default page holds 10.
    expect((await vacant("page=1")).names).toHaveLength(6);
  });

  it("shows past slots only when the period asks for them", async () => {
    expect((await vacant("from=01-03-2021&to=01-03-2021")).names).toEqual(["Old:A"]);
    expect((await vacant("from=2021-01-01T00:00:00Z")).names).toEqual([
      "Old:A",
      "Brunch:A",
      "Dinner:A",
      "Dinner:B",
      "Early:B",
      "Lunch1:A",
      "Lunch2:A",
    ]);
  });
});

describe("GET /api/shift/all-shift-slots?roster_type=schedule_shifts", () => {
  it("lists every upcoming booking that holds a position, with its employee", async () => {
    const { names, total, rows } = await schedule();
    expect(names).toEqual(["Brunch:alice", "Dinner:alice", "Dinner:bob", "Early:carol"]);
    expect(total).toBe(4);
    expect(rows[2]).toEqual({
      id: expect.any(Number),
      status: "Apply For Leave",
      slot_id: expect.any(Number),
      employee: {
        id: s.bob.employeeId,
        user: { name: "team_member person", email: expect.stringContaining("@"), avatar_path: null },
      },
      shift: { id: expect.any(Number), name: "Dinner", shift_type: "Non_Premium", bonus: 0, label_color: "#0a0a0a" },
      from: "2027-01-11T22:00:00.000Z",
      to: "2027-01-12T04:00:00.000Z",
      area_roles: { id: s.ny.roleB, name: expect.any(String), area: { id: s.ny.areaId, name: expect.any(String) } },
      type: "Non_Premium",
      location: { id: s.ny.locationId, name: expect.any(String), time_zone: expect.objectContaining({ abbr: "EST" }) },
    });
    expect(rows.map((r) => r.status)).toEqual(["Leave Rejected", "Accepted", "Apply For Leave", "Accepted"]);
  });

  it("sorts by from, to and type both ways; ties by booking id", async () => {
    const sorted = async (sort: string, order: string) => (await schedule(`sort=${sort}&order=${order}`)).names;
    expect(await sorted("from", "desc")).toEqual(["Early:carol", "Dinner:alice", "Dinner:bob", "Brunch:alice"]);
    expect(await sorted("to", "asc")).toEqual(["Brunch:alice", "Early:carol", "Dinner:alice", "Dinner:bob"]);
    expect(await sorted("to", "desc")).toEqual(["Dinner:alice", "Dinner:bob", "Early:carol", "Brunch:alice"]);
    expect(await sorted("type", "asc")).toEqual(["Dinner:alice", "Dinner:bob", "Early:carol", "Brunch:alice"]);
    expect(await sorted("type", "desc")).toEqual(["Brunch:alice", "Dinner:alice", "Dinner:bob", "Early:carol"]);
  });

  it("pages: the last page, and length = total gives everything", async () => {
    expect(await schedule("length=3&page=2")).toMatchObject({ names: ["Early:carol"], total: 4 });
    expect(await schedule("length=2&page=2")).toMatchObject({ names: ["Dinner:bob", "Early:carol"], total: 4 });
    expect((await schedule("length=4")).names).toHaveLength(4);
  });

  it("shows a past booking only when the period asks for it", async () => {
    expect((await schedule("from=01-03-2021&to=01-03-2021")).names).toEqual(["Old:alice"]);
  });
});
