import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  type CopyWeekPayload,
  copiedTimes,
  copyWeekBody,
  copyWeekSummary,
  COPY_WEEK_MESSAGES as M,
  sameWallClock,
  targetMondays,
} from "./copy-week";

const NY = "America/New_York";
const LONDON = "Europe/London";
const at = (iso: string) => new Date(iso);
const local = (d: Date, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(d.getTime())
    .toZonedDateTimeISO(zone)
    .toPlainDateTime()
    .toString()
    .slice(0, 16);

describe("sameWallClock", () => {
  it("keeps the local time across the spring and autumn changes of New York and London", () => {
    // 17:00 EST on 8 March 2027 is 17:00 EDT a week later: an hour earlier in UTC.
    expect(sameWallClock(at("2027-03-08T22:00:00Z"), NY, 7).toISOString()).toBe("2027-03-15T21:00:00.000Z");
    expect(sameWallClock(at("2027-10-31T21:00:00Z"), NY, 7).toISOString()).toBe("2027-11-07T22:00:00.000Z");
    expect(sameWallClock(at("2027-03-22T09:00:00Z"), LONDON, 7).toISOString()).toBe("2027-03-29T08:00:00.000Z");
    expect(sameWallClock(at("2027-10-25T08:00:00Z"), LONDON, 7).toISOString()).toBe("2027-11-01T09:00:00.000Z");
  });

  it("reads a skipped time an hour later and a repeated time as its first", () => {
    expect(local(sameWallClock(at("2027-03-07T07:30:00Z"), NY, 7), NY)).toBe("2027-03-14T03:30");
    expect(sameWallClock(at("2027-10-31T05:30:00Z"), NY, 7).toISOString()).toBe("2027-11-07T05:30:00.000Z");
    expect(local(sameWallClock(at("2027-03-21T01:30:00Z"), LONDON, 7), LONDON)).toBe("2027-03-28T02:30");
  });
});

describe("copiedTimes", () => {
  it("keeps the wall-clock end, so a night across the change is shorter or longer", () => {
    const spring = copiedTimes(at("2027-03-07T03:00:00Z"), at("2027-03-07T11:00:00Z"), NY, 7);
    expect([spring.from.toISOString(), spring.to.toISOString()]).toEqual([
      "2027-03-14T03:00:00.000Z",
      "2027-03-14T10:00:00.000Z",
    ]);
  });

  it("keeps the real length of a shift inside the repeated hour, whose local end is before its start", () => {
    // 01:30 EDT to 01:10 EST on 7 November 2027 is 40 minutes; a week later 01:10 comes before 01:30.
    const copy = copiedTimes(at("2027-11-07T05:30:00Z"), at("2027-11-07T06:10:00Z"), NY, 7);
    expect([copy.from.toISOString(), copy.to.toISOString()]).toEqual([
      "2027-11-14T06:30:00.000Z",
      "2027-11-14T07:10:00.000Z",
    ]);
  });
});

describe("copyWeekBody", () => {
  const base = { location_id: 1, from_week: "13-01-2027", to_week: "18-01-2027" };
  const errorsOf = (body: Record<string, unknown>) => {
    const parsed = copyWeekBody.safeParse(body);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("defaults to one week, without the people, for real", () => {
    expect(copyWeekBody.parse(base)).toEqual({ ...base, weeks: 1, with_assignments: false, dry_run: false });
  });

  it("refuses weeks outside 1 to 8 and weeks copied into that include the week copied from", () => {
    expect(errorsOf({ ...base, weeks: 9 })).toEqual({ weeks: M.weeks });
    expect(errorsOf({ ...base, to_week: "11-01-2027" })).toEqual({ to_week: M.intoItself });
    expect(errorsOf({ ...base, to_week: "04-01-2027", weeks: 2 })).toEqual({ to_week: M.intoItself });
    expect(errorsOf({ ...base, to_week: "04-01-2027", weeks: 1 })).toEqual({});
  });

  it("lists the Mondays of the weeks copied into", () => {
    expect(targetMondays(Temporal.PlainDate.from("2027-01-20"), 3).map(String)).toEqual([
      "2027-01-18",
      "2027-01-25",
      "2027-02-01",
    ]);
  });
});

describe("copyWeekSummary", () => {
  const payload: CopyWeekPayload = {
    created: 14,
    skipped_duplicates: 2,
    assignments_copied: 22,
    assignments_skipped: [1, 2, 3].map((n) => ({
      employee_id: n,
      from: "2027-01-19T22:00:00.000Z",
      to: "2027-01-20T03:00:00.000Z",
      reason: "r",
      employee_name: `E${n}`,
      shift_name: "Dinner",
      area_role_name: "Cook",
    })),
    skipped_past: 0,
    source_shifts: 16,
    weeks: ["18-01-2027"],
    drafts: false,
    dry_run: true,
    time_zone: NY,
  };

  it("says what a preview will do and what a copy did", () => {
    expect(copyWeekSummary(payload, true)).toBe(
      "Will create 14 shifts and 22 assignments; skip 2 shifts that already exist; 3 assignments can't be copied:",
    );
    expect(copyWeekSummary({ ...payload, dry_run: false, skipped_duplicates: 1, assignments_skipped: [] })).toBe(
      "Created 14 shifts and 22 assignments; skipped 1 shift that already exists.",
    );
  });
});
