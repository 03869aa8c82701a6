import { COPY_WEEK_MESSAGES as M } from "@brigade/contract/copy-week";
import { describe, expect, it } from "vitest";
import { bodyOf, errorsByField, formErrors, initialValues, weekLabel } from "./copy-week-form";

describe("the Copy week form", () => {
  const values = initialValues(7, "18-01-2027");

  it("starts from the week shown, into the next week, one week, without the people", () => {
    expect(values).toEqual({
      locationId: 7,
      fromWeek: "2027-01-18",
      toWeek: "2027-01-25",
      weeks: 1,
      withPeople: false,
    });
    expect(bodyOf(values, true)).toEqual({
      location_id: 7,
      from_week: "18-01-2027",
      to_week: "25-01-2027",
      weeks: 1,
      with_assignments: false,
      dry_run: true,
    });
    expect(formErrors(values)).toBeNull();
  });

  it("says what the server would say, next to the field", () => {
    expect(formErrors({ ...values, locationId: null })).toEqual({ location_id: "The location field is required." });
    expect(formErrors({ ...values, weeks: "" })).toEqual({ weeks: M.weeks });
    expect(formErrors({ ...values, weeks: 9 })).toEqual({ weeks: M.weeks });
    expect(formErrors({ ...values, toWeek: "2027-01-20" })).toEqual({ to_week: M.intoItself });
    expect(formErrors({ ...values, fromWeek: "" })).toEqual({ from_week: "The from week field is required." });
  });

  it("places a 422's errors on the dialog's fields, the first message each", () => {
    expect(errorsByField(Object.entries({ to_week: [M.weekOver, "x"], "weeks.0": [M.weeks], other: ["y"] }))).toEqual({
      to_week: M.weekOver,
      weeks: M.weeks,
    });
  });

  it("names the weeks a date stands for", () => {
    expect(weekLabel("2027-01-20")).toBe("Mon 18 Jan 2027 – Sun 24 Jan 2027");
    expect(weekLabel("2027-01-20", 3)).toBe("Mon 18 Jan 2027 – Sun 7 Feb 2027");
    expect(weekLabel("")).toBeNull();
  });
});
