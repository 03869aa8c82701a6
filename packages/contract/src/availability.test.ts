import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  ALL_DAY,
  AVAILABILITY_KINDS,
  AVAILABILITY_MESSAGES,
  type AvailabilityKind,
  type AvailabilityRule,
  availabilityBody,
  compareFits,
  FIT_LABELS,
  slotFit,
} from "./availability";

const DAY = 1440;
const SEED = { seed: 20270314, numRuns: 400 };
// The nights the clocks change in 2027, both ways, in three hemispheres and rules.
const CHANGES = [
  { zone: "America/New_York", day: "2027-03-14" },
  { zone: "America/New_York", day: "2027-11-07" },
  { zone: "Europe/London", day: "2027-03-28" },
  { zone: "Europe/London", day: "2027-10-31" },
  { zone: "Australia/Sydney", day: "2027-04-04" },
  { zone: "Australia/Sydney", day: "2027-10-03" },
];

const hhmm = (minutes: number) => {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};
const at = (local: string, zone: string) =>
  new Date(Temporal.ZonedDateTime.from(`${local}[${zone}]`).epochMilliseconds);
/** The test's own reading of a wall-clock time: PlainDateTime arithmetic, then 'compatible'. */
const local = (date: Temporal.PlainDate, minutes: number) => date.toPlainDateTime().add({ minutes });
const wall = (date: Temporal.PlainDate, minutes: number, zone: string) =>
  new Date(local(date, minutes).toZonedDateTime(zone, { disambiguation: "compatible" }).epochMilliseconds);
/** Whether the clock of `zone` shows this time at all (not skipped by a spring-forward change). */
const shows = (date: Temporal.PlainDate, minutes: number, zone: string) =>
  local(date, minutes).toZonedDateTime(zone).toPlainDateTime().equals(local(date, minutes));
const rule = (weekday: number, from: string, to: string, kind: AvailabilityKind): AvailabilityRule =>
  ({ weekday, from, to, kind }) satisfies AvailabilityRule;
/** A slot between two local "YYYY-MM-DDTHH:mm" times of a zone. */
const between = (from: string, to: string, zone = "America/New_York") => ({ from: at(from, zone), to: at(to, zone) });

const changeDay = fc.constantFrom(...CHANGES);
const kind = fc.constantFrom(...AVAILABILITY_KINDS);
const anyRule = fc
  .record({ weekday: fc.integer({ min: 1, max: 7 }), from: fc.nat(DAY - 1), to: fc.nat(DAY - 1), kind })
  .map((r) => rule(r.weekday, hhmm(r.from), hhmm(r.to), r.kind));
/** Non-overlapping windows of one day as minute ranges [start, end), end up to 2880 (past midnight). */
const dayWindows = fc.uniqueArray(fc.integer({ min: 0, max: 2 * DAY }), { maxLength: 12 }).map((cuts) => {
  const sorted = [...cuts].sort((a, b) => a - b);
  const pairs: { start: number; end: number }[] = [];
  for (let i = 0; i + 1 < sorted.length; i += 2) pairs.push({ start: sorted[i] ?? 0, end: sorted[i + 1] ?? 0 });
  return pairs.filter((p) => p.start < DAY && p.end - p.start <= DAY);
});
const windowRule = (weekday: number, w: { start: number; end: number }, k: AvailabilityKind) =>
  rule(weekday, hhmm(w.start), hhmm(w.end), k);

/** A slot of `length` wall-clock minutes from `start`, days around a clock change (never one the change swallows). */
const nearChange = (maxLength: number) => {
  // Half the time on or next to the change day, in the small hours when the clocks change.
  const offset = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -1, max: 0 }));
  const start = fc.oneof(fc.nat(DAY - 1), fc.integer({ min: 0, max: 4 * 60 }));
  const length = fc.integer({ min: 1, max: maxLength });
  return fc
    .record({ change: changeDay, offset, start, length })
    .map(({ change: { zone, day }, offset, start, length }) => {
      const date = Temporal.PlainDate.from(day).add({ days: offset });
      const slot = { from: wall(date, start, zone), to: wall(date, start + length, zone) };
      return { zone, date, start, length, slot };
    })
    .filter(({ slot }) => slot.to > slot.from);
};

const problems = (body: unknown) => {
  const result = availabilityBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("availabilityBody", () => {
  it("accepts a pattern, windows past midnight and the whole day", () => {
    const rules = [rule(1, "22:00", "02:00", "preferred"), rule(2, "01:00", "03:00", "available")];
    expect(problems({ rules: [...rules, { weekday: 3, ...ALL_DAY, kind: "unavailable" }] })).toEqual([]);
    const touching = [rule(5, "09:00", "12:00", "available"), rule(5, "12:00", "15:00", "preferred")];
    expect(problems({ employee_id: 4, rules: touching })).toEqual([]);
    expect(problems({ rules: [] })).toEqual([]);
    expect(problems({ rules: [rule(6, "18:00", "23:00", "prefer_not")] })).toEqual([]);
  });

  it("says what is wrong with a window", () => {
    expect(problems({})).toEqual(["rules: The rules field is required."]);
    expect(problems({ rules: [{ weekday: 0, from: "9:00", to: "24:00", kind: "maybe" }] })).toEqual([
      `rules.0.weekday: ${AVAILABILITY_MESSAGES.weekdayInvalid}`,
      `rules.0.from: ${AVAILABILITY_MESSAGES.fromInvalid}`,
      `rules.0.to: ${AVAILABILITY_MESSAGES.toInvalid}`,
      `rules.0.kind: ${AVAILABILITY_MESSAGES.kindInvalid}`,
    ]);
    expect(problems({ rules: [{ weekday: 1.5, from: "09:00", kind: "available" }] })).toEqual([
      `rules.0.weekday: ${AVAILABILITY_MESSAGES.weekdayInvalid}`,
      "rules.0.to: The to field is required.",
    ]);
    const many = Array.from({ length: 85 }, (_, i) => rule((i % 7) + 1, hhmm(i * 10), hhmm(i * 10 + 5), "available"));
    expect(problems({ rules: many })).toEqual([`rules: ${AVAILABILITY_MESSAGES.tooManyRules}`]);
  });

  it("refuses windows of one weekday that overlap, at the later one, letter for letter", () => {
    const rules = [rule(1, "09:00", "17:00", "available"), rule(2, "09:00", "17:00", "available")];
    expect(problems({ rules: [...rules, rule(1, "16:00", "18:00", "preferred")] })).toEqual([
      "rules.2: Availability windows cannot overlap.",
    ]);
    const allDay = { weekday: 4, ...ALL_DAY, kind: "available" };
    const overlaps = problems({ rules: [allDay, rule(4, "23:00", "01:00", "preferred")] });
    expect(overlaps).toEqual(["rules.1: Availability windows cannot overlap."]);
  });

  it("property: accepts any non-overlapping pattern and refuses it once an overlapping window is added", () => {
    const pattern = fc
      .array(fc.tuple(dayWindows, kind), { minLength: 7, maxLength: 7 })
      .map((days) => days.flatMap(([windows, k], i) => windows.map((w) => ({ weekday: i + 1, ...w, kind: k }))))
      .chain((ws) => fc.shuffledSubarray(ws, { minLength: ws.length, maxLength: ws.length }));
    const picks = { pick: fc.nat(), inPick: fc.nat(), startPick: fc.nat(), lenPick: fc.nat() };
    const input = fc.record({ windows: pattern, kind, ...picks });
    fc.assert(
      fc.property(input, ({ windows, pick, inPick, startPick, lenPick, kind: k }) => {
        expect(problems({ rules: windows.map((w) => windowRule(w.weekday, w, w.kind)) })).toEqual([]);
        fc.pre(windows.length > 0);
        const target = pick % windows.length;
        const hit = windows[target] ?? { weekday: 1, start: 0, end: 1, kind: k };
        const q = hit.start + (inPick % (hit.end - hit.start)); // a minute inside the target
        const low = Math.max(0, q - (DAY - 1));
        const start = low + (startPick % (Math.min(q, DAY - 1) - low + 1));
        const end = q + 1 + (lenPick % (DAY - (q + 1 - start) + 1));
        const rules = windows.map((w) => windowRule(w.weekday, w, w.kind));
        rules.splice(target + (pick % 2), 0, windowRule(hit.weekday, { start, end }, k));
        const found = problems({ rules });
        expect(found.length).toBeGreaterThan(0);
        expect(found).toContain(`rules.${target + 1}: ${AVAILABILITY_MESSAGES.overlap}`);
        for (const text of found) expect(text).toMatch(/^rules\.\d+: Availability windows cannot overlap\.$/);
      }),
      SEED,
    );
  });
});

describe("slotFit", () => {
  const ny = "America/New_York";
  const monday = [rule(1, "00:00", "12:00", "unavailable")];
  const fit = (rules: AvailabilityRule[], from: string, to: string, zone = ny) =>
    slotFit(rules, between(from, to, zone), zone);

  it("reads windows on the clock of the slot's location (the contract's cook)", () => {
    const slot = between("2027-01-11T09:00", "2027-01-11T11:00");
    expect(slotFit(monday, slot, ny)).toBe("unavailable");
    // The same instants are Monday afternoon in London, where the cook said nothing.
    expect(slotFit(monday, slot, "Europe/London")).toBe("unknown");
    expect(fit(monday, "2027-01-11T09:00", "2027-01-11T10:00", "Europe/London")).toBe("unavailable");
  });

  it("ranks inside preferred, inside available, outside the day's windows, and no windows", () => {
    const rules = [rule(1, "08:00", "12:00", "preferred"), rule(1, "12:00", "18:00", "available")];
    rules.push(rule(2, "00:00", "06:00", "unavailable"));
    const onMonday = (from: string, to: string) => fit(rules, `2027-01-11T${from}`, `2027-01-11T${to}`);
    expect(onMonday("08:00", "12:00")).toBe("preferred");
    expect(onMonday("12:00", "17:00")).toBe("available");
    expect(onMonday("11:00", "13:00")).toBe("unavailable"); // in two windows, wholly in neither
    expect(onMonday("18:00", "20:00")).toBe("unavailable");
    expect(fit(rules, "2027-01-12T07:00", "2027-01-12T09:00")).toBe("unknown");
    expect(fit(rules, "2027-01-11T20:00", "2027-01-12T01:00")).toBe("unavailable"); // into Tuesday's
    expect(fit([], "2027-01-11T08:00", "2027-01-11T09:00")).toBe("unknown");
    expect(() => onMonday("09:00", "09:00")).toThrow(RangeError);
  });

  it("keeps a window past midnight on the day it starts", () => {
    const rules = [rule(1, "22:00", "02:00", "preferred"), rule(2, "15:00", "23:00", "available")];
    expect(fit(rules, "2027-01-11T22:00", "2027-01-12T02:00")).toBe("preferred");
    expect(fit(rules, "2027-01-12T00:30", "2027-01-12T01:30")).toBe("preferred"); // Tuesday, in Monday's window
    expect(fit(rules, "2027-01-12T01:30", "2027-01-12T03:00")).toBe("unavailable"); // Tuesday has windows
    expect(fit(rules, "2027-01-11T21:00", "2027-01-11T23:00")).toBe("unavailable");
  });

  it("gives unknown when the weekday has only unavailable windows the slot does not touch", () => {
    expect(fit(monday, "2027-01-11T13:00", "2027-01-11T15:00")).toBe("unknown");
  });

  it("gives prefer_not when the slot overlaps a prefer_not window, below unavailable, above the rest", () => {
    const rules = [rule(1, "08:00", "16:00", "preferred"), rule(1, "16:00", "20:00", "prefer_not")];
    rules.push(rule(1, "20:00", "22:00", "unavailable"), rule(3, "06:00", "09:00", "prefer_not"));
    const onMonday = (from: string, to: string) => fit(rules, `2027-01-11T${from}`, `2027-01-11T${to}`);
    expect(onMonday("16:00", "18:00")).toBe("prefer_not");
    expect(onMonday("15:00", "17:00")).toBe("prefer_not"); // partly in the preferred window: covered
    expect(onMonday("07:00", "17:00")).toBe("unavailable"); // 07:00-08:00 in no window, and Monday says when
    expect(onMonday("08:00", "16:00")).toBe("preferred"); // touching is not overlapping
    expect(onMonday("19:00", "21:00")).toBe("unavailable");
    // A prefer_not window does not say when they can work: outside it, Wednesday is unknown.
    expect(fit(rules, "2027-01-13T08:30", "2027-01-13T10:00")).toBe("prefer_not");
    expect(fit(rules, "2027-01-13T09:00", "2027-01-13T17:00")).toBe("unknown");
  });

  it("keeps a prefer_not window past midnight on the day it starts", () => {
    const rules = [rule(5, "22:00", "02:00", "prefer_not"), rule(6, "10:00", "18:00", "available")];
    expect(fit(rules, "2027-01-16T01:00", "2027-01-16T02:00")).toBe("prefer_not"); // Saturday, in Friday's window
    expect(fit(rules, "2027-01-16T01:00", "2027-01-16T03:00")).toBe("unavailable"); // past it, and Saturday has windows
    expect(fit(rules, "2027-01-15T20:00", "2027-01-15T22:30")).toBe("prefer_not");
    expect(fit(rules, "2027-01-16T02:00", "2027-01-16T04:00")).toBe("unavailable"); // Saturday has windows
    expect(fit(rules.slice(0, 1), "2027-01-16T02:00", "2027-01-16T04:00")).toBe("unknown");
  });

  it("matches a prefer_not night window on the nights the clocks change, in London and New York", () => {
    const saturday = [rule(6, "22:00", "02:00", "prefer_not")];
    const london = "Europe/London";
    // London skips 01:00-02:00 on 28 March 2027: the window is 3 real hours, to 02:00 BST.
    expect(fit(saturday, "2027-03-28T00:30", "2027-03-28T03:00", london)).toBe("prefer_not");
    expect(fit(saturday, "2027-03-28T02:00", "2027-03-28T05:00", london)).toBe("unknown");
    // New York repeats 01:00-02:00 on 7 November 2027: the window runs to 02:00 EST, 5 real hours.
    expect(fit(saturday, "2027-11-07T01:30-05:00", "2027-11-07T03:00-05:00")).toBe("prefer_not");
    expect(fit(saturday, "2027-11-07T02:00", "2027-11-07T03:00")).toBe("unknown");
  });

  it("orders fits best first, prefer_not after unknown and before unavailable, each with its label", () => {
    const fits = ["unavailable", "prefer_not", "unknown", "available", "preferred"] as const;
    expect([...fits].sort(compareFits)).toEqual(["preferred", "available", "unknown", "prefer_not", "unavailable"]);
    expect(FIT_LABELS.prefer_not).toBe("Prefer not");
  });

  it("matches a night window on the nights the clocks change (3, 5 and 4 real hours)", () => {
    const saturday = [rule(6, "22:00", "02:00", "available")];
    const hours = (slot: { from: Date; to: Date }) => (slot.to.getTime() - slot.from.getTime()) / 3600_000;
    const london = between("2027-03-27T22:00", "2027-03-28T02:00", "Europe/London");
    expect([hours(london), slotFit(saturday, london, "Europe/London")]).toEqual([3, "available"]);
    const fallBack = between("2027-11-06T22:00", "2027-11-07T02:00");
    expect([hours(fallBack), slotFit(saturday, fallBack, ny)]).toEqual([5, "available"]);
    // 02:00 is skipped in Sydney that night: the window ends when the clock reads 03:00.
    expect(fit(saturday, "2027-10-02T22:00", "2027-10-03T03:00", "Australia/Sydney")).toBe("available");
    const later = { ...london, to: new Date(london.to.getTime() + 60_000) };
    expect(slotFit(saturday, later, "Europe/London")).toBe("unavailable");
  });

  it("reads a wall-clock time the clocks repeat as its first occurrence ('compatible')", () => {
    const sunday = [rule(7, "01:00", "01:30", "preferred")];
    expect(fit(sunday, "2027-11-07T01:00-04:00", "2027-11-07T01:30-04:00")).toBe("preferred");
    expect(fit(sunday, "2027-11-07T01:00-05:00", "2027-11-07T01:30-05:00")).toBe("unavailable");
  });

  it("uses nights the clocks really change", () => {
    for (const { zone, day } of CHANGES)
      expect([23, 25]).toContain(Temporal.PlainDate.from(day).toZonedDateTime(zone).hoursInDay);
  });

  it("property: a slot on a window's own wall-clock times, or any slot within it, fits as its kind", () => {
    const input = fc.record({ at: nearChange(DAY), kind, a: fc.nat(), b: fc.nat() });
    fc.assert(
      fc.property(input, ({ at: { zone, date, start, length, slot }, kind: k, a, b }) => {
        const rules = [rule(date.dayOfWeek, hhmm(start), hhmm(start + length), k)];
        const span = slot.to.getTime() - slot.from.getTime();
        expect(slotFit(rules, slot, zone)).toBe(k);
        const [lo, hi] = [a % span, b % span].sort((x, y) => x - y) as [number, number];
        const within = { from: new Date(slot.from.getTime() + lo), to: new Date(slot.from.getTime() + hi + 1) };
        expect(slotFit(rules, within, zone)).toBe(k);
      }),
      SEED,
    );
  });

  it("property: moving a slot by whole local days keeps its fit when every day has the same windows", () => {
    const kinds = fc.array(kind, { minLength: 6, maxLength: 6 });
    const move = fc.integer({ min: -9, max: 9 });
    const input = fc.record({ at: nearChange(30 * 60), move, windows: dayWindows, kinds });
    fc.assert(
      fc.property(input, ({ at: { zone, date, start, length, slot }, move, windows, kinds }) => {
        const week = [1, 2, 3, 4, 5, 6, 7];
        const rules = week.flatMap((weekday) => windows.map((w, i) => windowRule(weekday, w, kinds[i] ?? "available")));
        const moved = date.add({ days: move });
        // A time the clocks skip is read an hour late, which no wall-clock rule survives: keep to times shown.
        const minutes = [start, start + length, ...windows.flatMap((w) => [w.start, w.end])];
        for (const d of [date, moved])
          for (let back = -1; back <= 3; back++)
            fc.pre(minutes.every((m) => shows(d.add({ days: back }), m % DAY, zone)));
        const movedSlot = { from: wall(moved, start, zone), to: wall(moved, start + length, zone) };
        expect(slotFit(rules, movedSlot, zone)).toBe(slotFit(rules, slot, zone));
      }),
      SEED,
    );
  });

  const overriding: { hit: AvailabilityKind; others: readonly AvailabilityKind[] }[] = [
    { hit: "unavailable", others: AVAILABILITY_KINDS },
    { hit: "prefer_not", others: AVAILABILITY_KINDS.filter((k) => k !== "unavailable") },
  ];
  it.each(overriding)(
    "property: a $hit window that overlaps the slot makes it $hit (prefer_not: or unavailable, outside every window on a day that says when), whatever weaker windows there are",
    ({ hit, others: otherKinds }) => {
      const where = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });
      const picks = { back: fc.nat(), reach: fc.nat(), position: fc.nat(), dayBefore: fc.boolean() };
      const other = anyRule.filter((r) => otherKinds.includes(r.kind));
      const input = fc.record({ at: nearChange(DAY), where, others: fc.array(other, { maxLength: 10 }), ...picks });
      fc.assert(
        fc.property(input, ({ at: { zone, slot }, where, dayBefore, back, reach, others, position }) => {
          const inSlot = slot.from.getTime() + Math.floor(where * (slot.to.getTime() - slot.from.getTime()));
          const point = Temporal.Instant.fromEpochMilliseconds(inSlot).toZonedDateTimeISO(zone);
          const m = point.hour * 60 + point.minute;
          // A window of the point's day starting at or before it, or one of the day before running past midnight into it.
          const before = dayBefore && m < DAY - 1;
          const anchor = before ? point.toPlainDate().subtract({ days: 1 }) : point.toPlainDate();
          const from = before ? m + 1 + (back % (DAY - 1 - m)) : m - (back % (m + 1));
          const least = (before ? DAY + m : m) - from + 1;
          const to = from + least + (reach % (DAY - least + 1));
          fc.pre(wall(anchor, from, zone).getTime() <= inSlot && inSlot < wall(anchor, to, zone).getTime());
          const rules = [...others];
          rules.splice(position % (rules.length + 1), 0, rule(anchor.dayOfWeek, hhmm(from), hhmm(to), hit));
          if (hit === "unavailable") expect(slotFit(rules, slot, zone)).toBe(hit);
          else expect(["prefer_not", "unavailable"]).toContain(slotFit(rules, slot, zone));
        }),
        SEED,
      );
    },
  );

  it("property: no windows on the slot's weekday nor the days around it gives unknown", () => {
    fc.assert(
      fc.property(nearChange(DAY), fc.array(anyRule, { maxLength: 12 }), ({ zone, date, slot }, rules) => {
        const near = [-1, 0, 1].map((d) => date.add({ days: d }).dayOfWeek);
        const elsewhere = rules.filter((r) => !near.includes(r.weekday));
        expect(slotFit(elsewhere, slot, zone)).toBe("unknown");
      }),
      SEED,
    );
  });
});
