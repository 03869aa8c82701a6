import { requiredMessage } from "@brigade/contract/messages";
import { ROSTER_MESSAGES, type ScheduleRosterRow, type VacantRosterRow } from "@brigade/contract/rosters";
import { SHIFT_MESSAGES } from "@brigade/contract/shift-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, registerOwner } from "../../test/harness";
import { buildScenario, roster, type Scenario } from "./test/support";

let s: Scenario;
beforeAll(async () => {
  s = await buildScenario();
});
afterAll(() => s.t.close());

const URL = "/api/shift/all-shift-slots";
const vacant = async (query: string) => (await roster<VacantRosterRow>(s, `roster_type=vacant_shifts&${query}`)).names;
const schedule = async (query: string) =>
  (await roster<ScheduleRosterRow>(s, `roster_type=schedule_shifts&${query}`)).names;

describe("the roster's sidebar filters", () => {
  it("location narrows to that location's rows; showAll means every location", async () => {
    expect(await vacant(`location_id=${s.london.locationId}`)).toEqual(["Brunch:A"]);
    expect(await schedule(`location_id=${s.london.locationId}`)).toEqual(["Brunch:alice"]);
    expect(await vacant("location_id=showAll")).toHaveLength(6);
    expect(await vacant(`location_id=${s.london.locationId},${s.ny.locationId}`)).toHaveLength(6);
  });

  it("area role and area narrow to rows of that role, not every row of a shift that has it", async () => {
    expect(await vacant(`area_role_id=${s.ny.roleB}`)).toEqual(["Dinner:B", "Early:B"]);
    expect(await schedule(`area_role_id=${s.ny.roleB}`)).toEqual(["Dinner:bob"]);
    expect(await vacant(`area_id=${s.london.areaId}`)).toEqual(["Brunch:A"]);
  });

  it("employee and availability narrow the schedule to those employees' bookings", async () => {
    expect(await schedule(`employee_id=${s.bob.employeeId}`)).toEqual(["Dinner:bob"]);
    expect(await schedule(`employee_id=${s.alice.employeeId},${s.carol.employeeId}`)).toEqual([
      "Brunch:alice",
      "Dinner:alice",
      "Early:carol",
    ]);
    expect(await schedule("availability=PartTime")).toEqual(["Dinner:bob"]);
    // On the vacant roster, as on /shift/index: the open positions of the shifts they are booked on.
    expect(await vacant(`employee_id=${s.carol.employeeId}`)).toEqual(["Early:B"]);
  });

  it("name is the shift's name, without regard to case", async () => {
    expect(await vacant("name=lunch")).toEqual(["Lunch1:A", "Lunch2:A"]);
    expect(await schedule("name=DINNER")).toEqual(["Dinner:alice", "Dinner:bob"]);
  });

  it("dates are whole days in each location's time zone; a row is in when its slot overlaps the day", async () => {
    // Tuesday 12 January in New York begins at 05:00Z: Dinner and Early belong to Monday evening there.
    expect(await vacant("from=12-01-2027&to=12-01-2027")).toEqual(["Lunch1:A", "Lunch2:A"]);
    expect(await vacant("from=11-01-2027&to=11-01-2027")).toEqual(["Dinner:A", "Dinner:B", "Early:B"]);
    expect(await schedule("to=10-01-2027")).toEqual(["Old:alice", "Brunch:alice"]);
    // Instants apply everywhere alike.
    expect(await vacant("from=2027-01-12T16:00:00Z&to=2027-01-12T18:00:00Z")).toEqual(["Lunch1:A", "Lunch2:A"]);
  });
});

describe("the roster refuses what it cannot read", () => {
  const refused = async (query: string, field: string, message: string) => {
    const res = await s.owner.get(`${URL}?${query}`);
    expect(res.statusCode, query).toBe(422);
    expect(res.json(), query).toEqual({ message, errors: { [field]: [message] } });
  };

  it("answers 422 for a missing or unknown roster_type, sort, order, page or length", async () => {
    await refused("", "roster_type", requiredMessage("roster type"));
    await refused("roster_type=calendar", "roster_type", ROSTER_MESSAGES.rosterType);
    await refused("roster_type=vacant_shifts&sort=name", "sort", ROSTER_MESSAGES.sort);
    await refused("roster_type=vacant_shifts&order=up", "order", ROSTER_MESSAGES.order);
    await refused("roster_type=vacant_shifts&length=0", "length", ROSTER_MESSAGES.length);
    await refused("roster_type=vacant_shifts&length=10001", "length", ROSTER_MESSAGES.length);
    await refused("roster_type=vacant_shifts&length=ten", "length", ROSTER_MESSAGES.length);
    await refused("roster_type=vacant_shifts&page=0", "page", ROSTER_MESSAGES.page);
    await refused("roster_type=vacant_shifts&page=99999999999999999999", "page", ROSTER_MESSAGES.page);
    await refused("roster_type=schedule_shifts&from=31-02-2027", "from", SHIFT_MESSAGES.dateFilterInvalid);
  });

  it("takes the longest page the CSV export asks for", async () => {
    const res = await s.owner.get(`${URL}?roster_type=vacant_shifts&length=10000`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.total).toBe(6);
  });
});

describe("who may read the rosters", () => {
  it("a manager may; a team member gets 403; without a session 401", async () => {
    const manager = await createStaff(s.t, s.owner, "manager");
    expect((await roster(s, "roster_type=schedule_shifts", manager)).total).toBe(4);
    const member = await createStaff(s.t, s.owner, "team_member");
    expect((await member.get(`${URL}?roster_type=vacant_shifts`)).statusCode).toBe(403);
    const anonymous = await s.t.app.inject({ method: "GET", url: `${URL}?roster_type=vacant_shifts` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
  });

  it("another business never sees these rows, also when it names this business's ids: an empty list", async () => {
    const other = await registerOwner(s.t.app, "Other Bistro");
    for (const type of ["vacant_shifts", "schedule_shifts"]) {
      const queries = [
        "",
        `location_id=${s.ny.locationId}`,
        `location_id=${s.ny.locationId}&from=01-01-2021`,
        `area_id=${s.ny.areaId}`,
        `area_role_id=${s.ny.roleA}`,
        `employee_id=${s.alice.employeeId}`,
      ];
      for (const query of queries) {
        const res = await other.get(`${URL}?roster_type=${type}&${query}`);
        expect(res.statusCode, `${type} ${query}`).toBe(200);
        expect(res.json().payload, `${type} ${query}`).toEqual({ data: [], total: 0 });
      }
    }
  });
});
