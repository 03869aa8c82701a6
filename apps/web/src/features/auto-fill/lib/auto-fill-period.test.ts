import { AUTO_FILL_MESSAGES } from "@brigade/contract/auto-fill";
import { requiredMessage } from "@brigade/contract/messages";
import { TIMELINE_MESSAGES } from "@brigade/contract/timelines";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  type AutoFillFormValues,
  autoFillFormErrors,
  bodyOf,
  formErrorsOf,
  periodLabel,
  weekFrom,
} from "./auto-fill-period";

const wednesday = Temporal.PlainDate.from("2026-03-18");
const values = (changes: Partial<AutoFillFormValues> = {}): AutoFillFormValues => ({
  locationId: 7,
  choice: "this_week",
  from: "",
  to: "",
  ...changes,
});

describe("auto-fill period", () => {
  it("this week and next week run Monday to Sunday, also from a Monday or a Sunday", () => {
    expect(bodyOf(values(), wednesday)).toEqual({ location_id: 7, from: "16-03-2026", to: "22-03-2026" });
    expect(bodyOf(values({ choice: "next_week" }), wednesday)).toEqual({
      location_id: 7,
      from: "23-03-2026",
      to: "29-03-2026",
    });
    expect(weekFrom(Temporal.PlainDate.from("2026-03-16"), 0).from.toString()).toBe("2026-03-16");
    expect(weekFrom(Temporal.PlainDate.from("2026-03-22"), 0).from.toString()).toBe("2026-03-16");
    // Across a year's end.
    expect(bodyOf(values({ choice: "next_week" }), Temporal.PlainDate.from("2026-12-30"))).toMatchObject({
      from: "04-01-2027",
      to: "10-01-2027",
    });
  });

  it("a custom period is sent as typed, in the API's DD-MM-YYYY", () => {
    const custom = values({ choice: "custom", from: "2026-05-04", to: "2026-05-17" });
    expect(bodyOf(custom, wednesday)).toEqual({ location_id: 7, from: "04-05-2026", to: "17-05-2026" });
    expect(autoFillFormErrors(custom, wednesday)).toBeNull();
  });

  it("says what the contract refuses: more than 14 days, to before from, a missing day or location", () => {
    const tooLong = values({ choice: "custom", from: "2026-05-04", to: "2026-05-18" });
    expect(autoFillFormErrors(tooLong, wednesday)).toEqual({ to: AUTO_FILL_MESSAGES.periodTooLong });
    const backwards = values({ choice: "custom", from: "2026-05-04", to: "2026-05-03" });
    expect(autoFillFormErrors(backwards, wednesday)).toEqual({ to: TIMELINE_MESSAGES.toBeforeFrom });
    expect(autoFillFormErrors(values({ choice: "custom", from: "", to: "2026-05-03" }), wednesday)).toEqual({
      from: requiredMessage("from"),
    });
    expect(autoFillFormErrors(values({ locationId: null }), wednesday)).toEqual({
      location_id: requiredMessage("location"),
    });
  });

  it("puts a 422's field errors on the fields, the first message of each", () => {
    expect(formErrorsOf({ to: ["first", "second"], location_id: ["gone"], other: ["x"] })).toEqual({
      to: "first",
      location_id: "gone",
    });
  });

  it("labels a period with its weekdays, the year once unless it changes", () => {
    expect(periodLabel({ from: "2026-03-16", to: "2026-03-22" })).toBe("Mon 16 Mar – Sun 22 Mar 2026");
    expect(periodLabel({ from: "2026-12-28", to: "2027-01-03" })).toBe("Mon 28 Dec 2026 – Sun 3 Jan 2027");
    expect(periodLabel({ from: "", to: "2026-03-22" })).toBe("");
  });
});
