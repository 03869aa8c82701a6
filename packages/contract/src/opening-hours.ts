import { z } from "zod";
import { CLOCK_TIME, MINUTES_PER_DAY, windowMinutes } from "./availability-time";
import { WEEKDAYS } from "./enums";

// A location's opening hours per weekday (demand.md, "Labour model"): when it is open, on its own clock. A weekday
// may have more than one opening (lunch, then dinner); a close at or before the open is on the next day (a bar
// open 17:00-02:00), and an open equal to the close is the whole day. A weekday without one is closed.

/** Three openings a day at most: breakfast, lunch and dinner services apart. */
const PER_DAY = 3;
export const MAX_OPENINGS = WEEKDAYS.length * PER_DAY;

export const OPENING_HOURS_MESSAGES = {
  weekday: `The weekday must be one of ${WEEKDAYS.join(", ")}.`,
  time: "Opening and closing times are written as HH:mm, e.g. 17:00.",
  tooMany: `At most ${MAX_OPENINGS} openings a week, three a day.`,
  overlap: "Two openings overlap: make them one, or move one.",
  saved: "Opening hours saved.",
} as const;

const clock = z.string({ error: OPENING_HOURS_MESSAGES.time }).regex(CLOCK_TIME, OPENING_HOURS_MESSAGES.time);

export const opening = z.object({
  weekday: z.enum(WEEKDAYS, { error: OPENING_HOURS_MESSAGES.weekday }),
  /** HH:mm on the location's clock. */
  open: clock,
  /** HH:mm; at or before `open`: on the next day. */
  close: clock,
});
export type Opening = z.infer<typeof opening>;

/** An opening's minutes from Monday 00:00 as [start, end); a close past Sunday midnight ends past the week's end. */
export function openingMinutes(o: Opening): { start: number; end: number } {
  const day = WEEKDAYS.indexOf(o.weekday) * MINUTES_PER_DAY;
  const { start, end } = windowMinutes({ from: o.open, to: o.close });
  return { start: day + start, end: day + end };
}

const WEEK_MINUTES = 7 * MINUTES_PER_DAY;

/** Whether two openings share a minute, the week going round (Sunday night into Monday). */
function overlap(a: Opening, b: Opening): boolean {
  const x = openingMinutes(a);
  const y = openingMinutes(b);
  return [-WEEK_MINUTES, 0, WEEK_MINUTES].some((shift) => x.start < y.end + shift && y.start + shift < x.end);
}

/** PUT /api/locations/{id}/opening-hours: the week's openings, replacing the ones before. */
export const openingHoursBody = z
  .object({ days: z.array(opening).max(MAX_OPENINGS, OPENING_HOURS_MESSAGES.tooMany) })
  .superRefine((body, ctx) => {
    body.days.forEach((a, i) => {
      const before = body.days.slice(0, i);
      if (before.filter((b) => b.weekday === a.weekday).length >= PER_DAY)
        ctx.addIssue({ code: "custom", path: ["days", i], message: OPENING_HOURS_MESSAGES.tooMany });
      else if (before.some((b) => overlap(a, b)))
        ctx.addIssue({ code: "custom", path: ["days", i], message: OPENING_HOURS_MESSAGES.overlap });
    });
  });
export type OpeningHoursBody = z.infer<typeof openingHoursBody>;

/** Monday first, each day's openings in order. */
export const openingHoursPayload = z.object({ days: z.array(opening) });
