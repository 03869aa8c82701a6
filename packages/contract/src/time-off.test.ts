import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { TIME_OFF_MESSAGES, timeOffBody, timeOffIsOver, timeOffSpan } from "./time-off";
import { employeeMaxWeekHours, WORK_RULE_MESSAGES, workRulesBody, workRulesFull } from "./work-rules";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("timeOffBody", () => {
  it("accepts whole days and part of one day", () => {
    const whole = timeOffBody.parse({ from_day: "10-12-2026", to_day: "12-12-2026", reason: " Exam " });
    expect(whole.from_day.toString()).toBe("2026-12-10");
    expect(whole.to_day.toString()).toBe("2026-12-12");
    expect(whole.reason).toBe("Exam");
    expect(whole.from_time).toBeNull();
    const part = timeOffBody.parse({
      from_day: "10-12-2026",
      to_day: "10-12-2026",
      from_time: "09:00",
      to_time: "13:30",
    });
    expect(part.to_time).toBe("13:30");
  });

  it("refuses a range backwards, too long, half-timed, over several days or with times out of order", () => {
    expect(firstMessage(timeOffBody.safeParse({ from_day: "12-12-2026", to_day: "10-12-2026" }))).toBe(
      TIME_OFF_MESSAGES.toBeforeFrom,
    );
    expect(firstMessage(timeOffBody.safeParse({ from_day: "01-01-2027", to_day: "04-03-2027" }))).toBe(
      TIME_OFF_MESSAGES.tooLong,
    );
    expect(timeOffBody.safeParse({ from_day: "01-01-2027", to_day: "03-03-2027" }).success).toBe(true);
    expect(
      firstMessage(timeOffBody.safeParse({ from_day: "10-12-2026", to_day: "10-12-2026", from_time: "09:00" })),
    ).toBe(TIME_OFF_MESSAGES.bothTimes);
    expect(
      firstMessage(
        timeOffBody.safeParse({ from_day: "10-12-2026", to_day: "11-12-2026", from_time: "09:00", to_time: "10:00" }),
      ),
    ).toBe(TIME_OFF_MESSAGES.oneDay);
    expect(
      firstMessage(
        timeOffBody.safeParse({ from_day: "10-12-2026", to_day: "10-12-2026", from_time: "13:00", to_time: "09:00" }),
      ),
    ).toBe(TIME_OFF_MESSAGES.timeOrder);
    expect(firstMessage(timeOffBody.safeParse({ from_day: "31-02-2027", to_day: "01-03-2027" }))).toBe(
      "The from day date must be a real date written as DD-MM-YYYY.",
    );
    expect(firstMessage(timeOffBody.safeParse({ to_day: "01-03-2027" }))).toBe("The from day field is required.");
  });
});

describe("timeOffSpan", () => {
  it("covers whole local days, 23 hours on a spring-forward day", () => {
    const day = Temporal.PlainDate.from("2026-03-08");
    const span = timeOffSpan({ fromDay: day, toDay: day, fromTime: null, toTime: null }, "America/New_York");
    expect(span.from.toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect((span.to.getTime() - span.from.getTime()) / 3_600_000).toBe(23);
  });

  it("covers part of a day on the wall clock", () => {
    const day = Temporal.PlainDate.from("2026-10-04");
    const span = timeOffSpan({ fromDay: day, toDay: day, fromTime: "01:00", toTime: "04:00" }, "Australia/Sydney");
    // Sydney springs forward at 02:00 on 4 October 2026: 01:00-04:00 is two real hours.
    expect((span.to.getTime() - span.from.getTime()) / 3_600_000).toBe(2);
  });

  it("is over once its last day has ended everywhere", () => {
    const day = Temporal.PlainDate.from("2026-11-23");
    expect(timeOffIsOver(day, new Date("2026-11-24T11:00:00Z"))).toBe(false);
    expect(timeOffIsOver(day, new Date("2026-11-24T12:00:00Z"))).toBe(true);
  });
});

describe("work rules", () => {
  it("takes quarter hours within bounds and whole shifts per day", () => {
    const rules = {
      max_week_hours: 37.5,
      min_rest_hours: 10.25,
      max_shifts_per_day: 2,
      draft_weeks: false,
      swaps_need_approval: true,
    };
    expect(workRulesBody.parse(rules)).toEqual(rules);
    expect(firstMessage(workRulesBody.safeParse({ ...rules, max_week_hours: 37.3 }))).toBe(
      WORK_RULE_MESSAGES.maxWeekHours,
    );
    expect(firstMessage(workRulesBody.safeParse({ ...rules, min_rest_hours: 25 }))).toBe(
      WORK_RULE_MESSAGES.minRestHours,
    );
    expect(firstMessage(workRulesBody.safeParse({ ...rules, max_shifts_per_day: 1.5 }))).toBe(
      WORK_RULE_MESSAGES.maxShiftsPerDay,
    );
    expect(firstMessage(workRulesBody.safeParse({ ...rules, draft_weeks: "yes" }))).toBe(WORK_RULE_MESSAGES.draftWeeks);
    // The PUT changes only the rules it names; the form checks a whole set, where a missing rule is required.
    const { max_week_hours: _, ...missing } = rules;
    expect(workRulesBody.parse(missing)).toEqual(missing);
    expect(firstMessage(workRulesFull.safeParse(missing))).toBe("The max week hours field is required.");
  });

  it("an employee's maximum is optional and null means the business's", () => {
    expect(employeeMaxWeekHours.parse(undefined)).toBeNull();
    expect(employeeMaxWeekHours.parse(null)).toBeNull();
    expect(employeeMaxWeekHours.parse(20)).toBe(20);
    expect(firstMessage(employeeMaxWeekHours.safeParse(0))).toBe(WORK_RULE_MESSAGES.maxWeekHours);
    expect(firstMessage(employeeMaxWeekHours.safeParse("20"))).toBe(WORK_RULE_MESSAGES.maxWeekHours);
  });
});
