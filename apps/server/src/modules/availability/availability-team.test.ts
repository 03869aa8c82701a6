import { TEAM_AVAILABILITY_MESSAGES as M, MAX_TEAM_AVAILABILITY_EMPLOYEES } from "@brigade/contract/availability";
import { TIMELINE_MESSAGES } from "@brigade/contract/timelines";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessIdOf } from "../../test/fixtures";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee } from "../assignments/test/support";
import { insertTimeOff } from "../time-off/test/support";

let t: TestApp;
let owner: Caller;
let businessId: number;
let manager: Caller;
let member: Caller;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Team Bistro");
  businessId = await businessIdOf(owner);
  manager = await createStaff(t, owner, "manager");
  member = await createStaff(t, owner, "team_member");
});
afterAll(() => t.close());

const URL = "/api/employee/availability/team";
const team = (caller: Caller, query: string) => caller.get(`${URL}?${query}`);

describe("GET /api/employee/availability/team", () => {
  it("gives each asked employee's pattern and the Approved time off overlapping the days, in the order asked", async () => {
    const ann = await addEmployee(t, businessId, { name: "Ann" });
    const bob = await addEmployee(t, businessId, { name: "Bob" });
    await owner.put("/api/employee/availability", {
      employee_id: ann.id,
      rules: [{ weekday: 5, from: "18:00", to: "01:00", kind: "preferred" }],
    });
    const approved = await insertTimeOff(t, businessId, ann.id, {
      fromDay: "2027-03-30",
      toDay: "2027-04-02",
      status: "Approved",
    });
    const partDay = await insertTimeOff(t, businessId, ann.id, {
      fromDay: "2027-04-05",
      status: "Approved",
      fromMinute: 720,
      toMinute: 1020,
    });
    // Not shown: pending, denied, cancelled, and approved days outside the period.
    await insertTimeOff(t, businessId, ann.id, { fromDay: "2027-04-03", status: "Pending" });
    await insertTimeOff(t, businessId, ann.id, { fromDay: "2027-04-03", status: "Denied" });
    await insertTimeOff(t, businessId, ann.id, { fromDay: "2027-04-04", status: "Cancelled" });
    await insertTimeOff(t, businessId, ann.id, { fromDay: "2027-03-20", toDay: "2027-03-31", status: "Approved" });
    await insertTimeOff(t, businessId, ann.id, { fromDay: "2027-04-06", status: "Approved" });

    const res = await manager.get(`${URL}?employee_id=${bob.id},${ann.id}&from=01-04-2027&to=05-04-2027`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().payload.data;
    expect(data.map((d: { employee_id: number }) => d.employee_id)).toEqual([bob.id, ann.id]);
    expect(data[0]).toEqual({ employee_id: bob.id, rules: [], time_off: [] });
    expect(data[1].rules).toEqual([{ weekday: 5, from: "18:00", to: "01:00", kind: "preferred" }]);
    expect(data[1].time_off.map((x: { id: number }) => x.id).sort()).toEqual([approved, partDay].sort());
    expect(data[1].time_off).toContainEqual(
      expect.objectContaining({
        id: partDay,
        employee: { id: ann.id, name: "Ann" },
        from_day: "05-04-2027",
        to_day: "05-04-2027",
        from_time: "12:00",
        to_time: "17:00",
        status: "Approved",
      }),
    );
  });

  it("leaves out ids of another business and ids of nobody, and repeats nobody", async () => {
    const other = await registerOwner(t.app, "Other Team Bistro");
    const theirs = await createStaff(t, other, "team_member");
    const mine = await addEmployee(t, businessId);
    const res = await owner.get(
      `${URL}?employee_id=${theirs.employeeId},${mine.id},999999,${mine.id}&from=01-04-2027&to=01-04-2027`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.data.map((d: { employee_id: number }) => d.employee_id)).toEqual([mine.id]);
  });

  it("is for owners and managers: a team member gets 403", async () => {
    const res = await team(member, "employee_id=1&from=01-04-2027&to=02-04-2027");
    expect(res.statusCode).toBe(403);
  });

  it("bounds the ids and the period, with the timeline's period messages", async () => {
    const tooMany = Array.from({ length: MAX_TEAM_AVAILABILITY_EMPLOYEES + 1 }, (_, i) => i + 1).join(",");
    const cases: [string, string][] = [
      [`employee_id=${tooMany}&from=01-04-2027&to=02-04-2027`, M.employeeIds],
      ["employee_id=&from=01-04-2027&to=02-04-2027", M.employeeIds],
      ["employee_id=abc&from=01-04-2027&to=02-04-2027", ""],
      ["employee_id=1&from=01-04-2027&to=02-06-2027", TIMELINE_MESSAGES.periodTooLong],
      ["employee_id=1&from=05-04-2027&to=02-04-2027", TIMELINE_MESSAGES.toBeforeFrom],
      ["employee_id=1&from=2027-04-01&to=02-04-2027", TIMELINE_MESSAGES.dateFormat("from")],
      ["employee_id=1&to=02-04-2027", "The from field is required."],
    ];
    for (const [query, message] of cases) {
      const res = await team(manager, query);
      expect(res.statusCode, query).toBe(422);
      if (message) expect(res.json().message, query).toBe(message);
    }
    const longest = await team(manager, "employee_id=1&from=01-04-2027&to=01-06-2027");
    expect(longest.statusCode, longest.body).toBe(200);
  });
});
