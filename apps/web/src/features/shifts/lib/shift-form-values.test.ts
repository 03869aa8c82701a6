import type { ShiftItem } from "@brigade/contract/shifts";
import { describe, expect, it } from "vitest";
import { bodyOf, draftOf, joinWall, keepLength, splitWall, usualTimes, valuesOfShift } from "./shift-form-values";

const shift = {
  id: 7,
  name: "Staff party",
  desc: null,
  shift_type: "Premium",
  bonus: 20,
  label_color: "#00aa55",
  location_id: 3,
  // 22:00 to 02:00 in New York.
  from: "2027-01-12T03:00:00.000Z",
  to: "2027-01-12T07:00:00.000Z",
  chunk: 2,
  location: { time_zone: { value: "America/New_York", utc: ["America/New_York"] } },
  area_roles: [
    { id: 11, name: "Cook", area_id: 5, area_name: "Kitchen", pivot: { role_count: 2 } },
    { id: 12, name: "Porter", area_id: 5, area_name: "Kitchen", pivot: { role_count: 1 } },
    { id: 21, name: "Server", area_id: 6, area_name: "Floor", pivot: { role_count: 3 } },
  ],
} as unknown as ShiftItem;

describe("valuesOfShift", () => {
  it("fills the form from a shift: wall-clock times in its zone, areas with their roles and counts", () => {
    const values = valuesOfShift(shift, ["Dinner", "Staff party"]);
    expect(values).toEqual({
      name: "Staff party",
      other_name: "",
      desc: "",
      from: "2027-01-11 22:00:00",
      to: "2027-01-12 02:00:00",
      location_id: "3",
      premium: true,
      bonus: 20,
      label_color: "#00aa55",
      chunk: 2,
      areas: [
        {
          id: "5",
          area_role: [
            { id: "11", count: 2 },
            { id: "12", count: 1 },
          ],
        },
        { id: "6", area_role: [{ id: "21", count: 3 }] },
      ],
    });
  });

  it("puts a name off the list under Other with its text, and gives back the same body", () => {
    const values = valuesOfShift(shift, ["Dinner"]);
    expect([values.name, values.other_name]).toEqual(["other", "Staff party"]);
    const body = bodyOf(values, draftOf(values, "America/New_York"), "America/New_York");
    expect(body).toMatchObject({
      name: "Staff party",
      from: shift.from,
      to: shift.to,
      shift_type: "Premium",
      bonus: 20,
      chunk: 2,
      location_id: 3,
      areas: [
        {
          id: 5,
          area_role: [
            { id: 11, count: 2 },
            { id: 12, count: 1 },
          ],
        },
        { id: 6, area_role: [{ id: 21, count: 3 }] },
      ],
    });
  });
});

describe("usualTimes and keepLength", () => {
  it("puts a name's usual times on the day, an end at or before the start on the next", () => {
    expect(usualTimes("2026-12-05", "17:00", "23:00")).toEqual({
      from: "2026-12-05 17:00:00",
      to: "2026-12-05 23:00:00",
    });
    expect(usualTimes("2026-12-31", "22:00", "02:00")).toEqual({
      from: "2026-12-31 22:00:00",
      to: "2027-01-01 02:00:00",
    });
    expect(usualTimes("2026-12-05", "09:00", "09:00").to).toBe("2026-12-06 09:00:00");
  });

  it("moves To with From, keeping the length; leaves it when there was none", () => {
    const before = { from: "2026-12-05 09:00:00", to: "2026-12-05 17:00:00" };
    expect(keepLength(before, "2026-12-05 17:00:00")).toBe("2026-12-06 01:00:00");
    expect(keepLength(before, "2026-12-04 08:30:00")).toBe("2026-12-04 16:30:00");
    expect(keepLength({ from: null, to: "2026-12-05 17:00:00" }, "2026-12-05 10:00:00")).toBe("2026-12-05 17:00:00");
    expect(keepLength({ from: "2026-12-05 18:00:00", to: "2026-12-05 17:00:00" }, "2026-12-05 10:00:00")).toBe(
      "2026-12-05 17:00:00",
    );
    expect(keepLength(before, null)).toBe("2026-12-05 17:00:00");
  });
});

describe("splitWall and joinWall", () => {
  it("shows a form time as its day and its time, and none as two empty fields", () => {
    expect(splitWall("2026-12-05 17:30:00")).toEqual({ day: "2026-12-05", time: "17:30" });
    expect(splitWall(null)).toEqual({ day: null, time: "" });
  });

  it("joins a typed day and time into a form time, and back", () => {
    expect(joinWall({ day: "2026-12-05", time: "05:45" })).toBe("2026-12-05 05:45:00");
    expect(joinWall(splitWall("2026-12-31 23:59:00"))).toBe("2026-12-31 23:59:00");
  });

  it("gives no time until both fields hold a valid one", () => {
    expect(joinWall({ day: null, time: "09:00" })).toBeNull();
    // A time field with a part still empty gives "".
    expect(joinWall({ day: "2026-12-05", time: "" })).toBeNull();
    expect(joinWall({ day: "2026-02-30", time: "09:00" })).toBeNull();
    expect(joinWall({ day: "2026-12-05", time: "24:00" })).toBeNull();
    expect(joinWall({ day: "05-12-2026", time: "09:00" })).toBeNull();
  });
});
