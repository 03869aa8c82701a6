import { BUILD_SHIFTS_MESSAGES } from "@brigade/contract/build-shifts";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { bodyOf, errorsByField, firstErrorField, formErrors, initialPeriod, initialValues } from "./build-shifts-form";

const today = Temporal.PlainDate.from("2026-12-09"); // a Wednesday

describe("the days built at first", () => {
  it("are the week the calendar shows while any of it is still to come", () => {
    expect(initialPeriod("07-12-2026", today)).toEqual({ from: "2026-12-07", to: "2026-12-13" });
    expect(initialPeriod("28-12-2026", today)).toEqual({ from: "2026-12-28", to: "2027-01-03" });
  });

  it("are next week when the week shown is over or none is known", () => {
    expect(initialPeriod("30-11-2026", today)).toEqual({ from: "2026-12-14", to: "2026-12-20" });
    expect(initialPeriod("", today)).toEqual({ from: "2026-12-14", to: "2026-12-20" });
  });
});

describe("the request", () => {
  const values = initialValues(4, "14-12-2026", today);

  it("carries the days as the API writes them and the contract's defaults", () => {
    expect(bodyOf(values, true)).toEqual({
      location_id: 4,
      from: "14-12-2026",
      to: "20-12-2026",
      min_hours: 3,
      max_hours: 8,
      start_every_min: 30,
      dry_run: true,
    });
    expect(bodyOf({ ...values, startEvery: "60", minHours: 4.5 }, false)).toMatchObject({
      min_hours: 4.5,
      start_every_min: 60,
      dry_run: false,
    });
    expect(formErrors(values)).toBeNull();
  });

  it("is refused as the server would: beside each field, the first in the dialog's order", () => {
    const tooLong = formErrors({ ...values, to: "2026-12-28" });
    expect(tooLong).toEqual({ to: BUILD_SHIFTS_MESSAGES.periodTooLong });
    const hours = formErrors({ ...values, minHours: 6, maxHours: 4 });
    expect(hours).toEqual({ max_hours: BUILD_SHIFTS_MESSAGES.hours });
    expect(formErrors({ ...values, minHours: 2.1 })).toEqual({ min_hours: BUILD_SHIFTS_MESSAGES.hours });
    const empty = formErrors({ ...values, locationId: null, from: "", maxHours: "" }) ?? {};
    expect(Object.keys(empty).sort()).toEqual(["from", "location_id", "max_hours"]);
    expect(firstErrorField(empty)).toBe("location_id");
    expect(firstErrorField({ max_hours: "x", to: "y" })).toBe("to");
  });

  it("places a 422's field errors, the first message of each known field", () => {
    expect(
      errorsByField(Object.entries({ to: ["That period is over."], "roles.0": ["?"], max_hours: "Too long" })),
    ).toEqual({ to: "That period is over.", max_hours: "Too long" });
  });
});
