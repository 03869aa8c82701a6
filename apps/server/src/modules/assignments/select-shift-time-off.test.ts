import { TIME_OFF_MESSAGES } from "@brigade/contract/time-off";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addTimeOff, setOwnMax, setPattern, wallClock } from "../fit/test/support";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { addEmployee, assignment, remaining, selectShift } from "./test/support";

// A manager's assignment (select-shift) and approved time off: the one work rule that is hard for a manager.

let t: TestApp;
let owner: Caller;
let place: Place;
const NY = "America/New_York";

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner, NY);
});
afterAll(() => t.close());

const shiftAt = (from: string, to: string) =>
  createShift(
    owner,
    storeBody(place, {
      from: wallClock(from, NY),
      to: wallClock(to, NY),
      areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 5 }] }],
    }),
  );
const newEmployee = async () => (await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] })).id;

describe("POST /api/shift/employee/select-shift and time off", () => {
  it("refuses a slot in approved time off, read on the location's clock, and changes nothing", async () => {
    const employee = await newEmployee();
    await addTimeOff(t, place.businessId, employee, { from: "2027-06-08", to: "2027-06-09" });
    // Tuesday 8 June 00:00 in New York is already 04:00 in UTC: the first minute of the time off.
    const inside = await shiftAt("2027-06-08T00:00", "2027-06-08T06:00");
    const res = await selectShift(owner, assignment(inside, employee, place.roleA));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(TIME_OFF_MESSAGES.hasTimeOff);
    expect(await remaining(owner, inside, place.roleA)).toBe(5);
    // A shift ending at its first minute and one starting after its last day are outside it.
    const before = await shiftAt("2027-06-07T18:00", "2027-06-08T00:00");
    expect((await selectShift(owner, assignment(before, employee, place.roleA))).statusCode).toBe(200);
    const after = await shiftAt("2027-06-10T00:00", "2027-06-10T06:00");
    expect((await selectShift(owner, assignment(after, employee, place.roleA))).statusCode).toBe(200);
    // A night shift from the evening before runs into a day off.
    await addTimeOff(t, place.businessId, employee, { from: "2027-06-11" });
    const overnight = await shiftAt("2027-06-10T20:00", "2027-06-11T01:00");
    expect((await selectShift(owner, assignment(overnight, employee, place.roleA))).json().message).toBe(
      TIME_OFF_MESSAGES.hasTimeOff,
    );
  });

  it("allows a slot just outside part-day time off, and refuses one that touches it", async () => {
    const employee = await newEmployee();
    await addTimeOff(t, place.businessId, employee, { from: "2027-06-15", fromTime: "09:00", toTime: "13:00" });
    const afterwards = await shiftAt("2027-06-15T13:00", "2027-06-15T18:00");
    expect((await selectShift(owner, assignment(afterwards, employee, place.roleA))).statusCode).toBe(200);
    const morning = await shiftAt("2027-06-15T06:00", "2027-06-15T09:00");
    expect((await selectShift(owner, assignment(morning, employee, place.roleA))).statusCode).toBe(200);
    const other = await newEmployee();
    await addTimeOff(t, place.businessId, other, { from: "2027-06-15", fromTime: "09:00", toTime: "13:00" });
    const overlapping = await shiftAt("2027-06-15T12:30", "2027-06-15T17:00");
    const res = await selectShift(owner, assignment(overlapping, other, place.roleA));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TIME_OFF_MESSAGES.hasTimeOff);
  });

  it("ignores time off that is not approved, and another employee's", async () => {
    const shift = await shiftAt("2027-06-22T10:00", "2027-06-22T16:00");
    await addTimeOff(t, place.businessId, await newEmployee(), { from: "2027-06-22" });
    for (const status of ["Pending", "Denied", "Cancelled"] as const) {
      const employee = await newEmployee();
      await addTimeOff(t, place.businessId, employee, { from: "2027-06-22" }, status);
      expect((await selectShift(owner, assignment(shift, employee, place.roleA))).statusCode, status).toBe(200);
    }
  });

  it("only warns of unavailability, short rest and the maximum: the manager may assign", async () => {
    const employee = await newEmployee();
    await setPattern(t, place.businessId, employee, [{ weekday: 2, from: "00:00", to: "00:00", kind: "unavailable" }]);
    await setOwnMax(t, employee, 1);
    await book(t, place, await shiftAt("2027-06-28T16:00", "2027-06-28T23:45"), { employeeId: employee });
    // Tuesday: unavailable all day, 6.25 hours after Monday's close, far past 1 hour a week.
    const shift = await shiftAt("2027-06-29T06:00", "2027-06-29T12:00");
    const fit = (
      await owner.get(
        `/api/employee/team-member/area-role?slot_id=${shift.shift_time_slots[0]?.id}&location_id=${place.locationId}&area_role_id=${place.roleA}&length=100`,
      )
    )
      .json()
      .payload.paginated.data.find((r: { id: number }) => r.id === employee).fit;
    expect(fit).toMatchObject({ availability: "unavailable", over_max: true, rest_ok: false, time_off: false });
    const res = await selectShift(owner, assignment(shift, employee, place.roleA));
    expect(res.statusCode, res.body).toBe(200);
  });
});
