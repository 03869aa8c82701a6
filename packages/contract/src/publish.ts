import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { formatDayMonthYear, parseDayMonthYear } from "./dates";
import { id } from "./fields";
import { type Message, plural, template } from "./i18n/template";
import { mondayOf } from "./local-time";
import { MESSAGES } from "./messages";
import { dayField, TIMELINE_MESSAGES } from "./timelines";

// Draft weeks and publishing (week-building.md, "Publish (draft weeks)"). With the work rule draft_weeks on, new
// shifts are drafts that staff do not see until a manager publishes their location's week (Monday 00:00 to
// Monday 00:00 in the location's zone). The state of a week is defined once, here (weekStatus).

/** The most weeks one GET /api/schedule/weeks covers (half a year). */
export const MAX_SCHEDULE_WEEKS = 26;

export const WEEK_STATES = ["draft", "published", "changed since publish"] as const;
export type WeekState = (typeof WEEK_STATES)[number];

const shiftsPublished = plural<[n: number]>({ one: "{0} shift published", other: "{0} shifts published" });
const peopleNotified = plural<[n: number]>({ one: "{0} person notified", other: "{0} people notified" });

export const PUBLISH_MESSAGES = {
  locationNotFound: MESSAGES.locationNotFound,
  nothingToPublish: "Nothing to publish.",
  tooManyWeeks: `At most ${MAX_SCHEDULE_WEEKS} weeks can be read at a time.`,
  /** The question before publishing, with whom it tells. */
  confirm: plural<[week: string, location: string, people: number]>(
    {
      zero: "Publish the week of {0} at {1}? Nobody holds a position that week yet, so nobody will be notified.",
      one: "Publish the week of {0} at {1}? {2} person with a position will be notified.",
      other: "Publish the week of {0} at {1}? {2} people with positions will be notified.",
    },
    undefined,
    2,
  ),
  published: template("The week of {0} is published: {1}, {2}.", (week: string, shifts: number, people: number) => [
    week,
    shiftsPublished.said(shifts),
    peopleNotified.said(people),
  ]),
  // The counts inside `published`, each translated with its own plural.
  shiftsPublished,
  peopleNotified,
} as const;

/** How the calendar's bar names a week's state (weekStateLabel). */
export const WEEK_STATE_LABELS = {
  draft: "Draft",
  notAnnounced: "Not announced yet",
  published: "Published",
  changed: plural<[changes: number]>({ one: "{0} change since publishing", other: "{0} changes since publishing" }),
} as const;

/** The Mondays of every week from the one holding `from` to the one holding `to`, both included. */
export function mondaysBetween(from: Temporal.PlainDate, to: Temporal.PlainDate): Temporal.PlainDate[] {
  const mondays: Temporal.PlainDate[] = [];
  for (let d = mondayOf(from); Temporal.PlainDate.compare(d, to) <= 0; d = d.add({ days: 7 })) mondays.push(d);
  return mondays;
}

/** What a week's state is read from: the location's schedule_weeks row and its shifts as they are now. */
export type WeekFacts = {
  /** When the week was last published (ISO); null when it never was. */
  published_at: string | null;
  /** Every shift starting in the week. */
  shifts: number;
  /** Shifts not yet published (made while draft weeks was on). */
  drafts: number;
  /** Published shifts edited, moved in, or published on their own after the week was published. */
  changed: number;
  /** Published shifts deleted, or moved out of the week, since it was published. */
  removed: number;
  /** People holding a position on a shift of the week: whom publishing tells. */
  people: number;
};

/**
 * The one rule of a week's state. Published at some time: "published" while nothing changed since, else
 * "changed since publish" with changes = new drafts + shifts changed since + shifts removed since. Never published:
 * "draft" with changes = its drafts; but with draft weeks off and no draft, every shift was visible to staff the
 * moment it was made (the spec's behaviour), so such a week reads "published".
 */
export function weekStatus(f: WeekFacts, draftWeeks: boolean): { state: WeekState; changes: number } {
  if (f.published_at === null) {
    if (!draftWeeks && f.drafts === 0) return { state: "published", changes: 0 };
    return { state: "draft", changes: f.drafts };
  }
  const changes = f.drafts + f.changed + f.removed;
  return { state: changes > 0 ? "changed since publish" : "published", changes };
}

/**
 * Whether publishing the week would do anything: refused (409 "Nothing to publish.") for a week that reads
 * "published", and for a never-published week without a shift. The web asks it of a week as the API gives it.
 */
export const publishable = (week: { state: WeekState; changes: number; shifts: number }): boolean =>
  week.state !== "published" && (week.shifts > 0 || week.changes > 0);

export const canPublish = (f: WeekFacts, draftWeeks: boolean): boolean =>
  publishable({ ...weekStatus(f, draftWeeks), shifts: f.shifts });

/**
 * How the calendar's bar names a state: "Draft", "Published", "3 changes since publishing"; a week never published
 * whose shifts staff already see (no draft among them) is "Not announced yet", not a draft.
 */
export function weekStateLabelSaid(week: {
  state: WeekState;
  changes: number;
  drafts?: number;
  shifts?: number;
}): Message {
  if (week.state === "draft")
    return week.drafts === 0 && (week.shifts ?? 0) > 0 ? WEEK_STATE_LABELS.notAnnounced : WEEK_STATE_LABELS.draft;
  if (week.state === "published") return WEEK_STATE_LABELS.published;
  return WEEK_STATE_LABELS.changed.said(week.changes);
}

/** The state's name in English. */
export const weekStateLabel = (week: Parameters<typeof weekStateLabelSaid>[0]): string =>
  weekStateLabelSaid(week).toString();

const dayMonthYear = z.string().describe("DD-MM-YYYY");

export const scheduleWeek = z.object({
  /** The Monday of the week, DD-MM-YYYY, in the location's zone. */
  week: dayMonthYear,
  state: z.enum(WEEK_STATES),
  changes: z.number(),
  drafts: z.number(),
  shifts: z.number(),
  /** People holding a position that week at the location: publishing tells each of them. */
  people: z.number(),
  published_at: z.string().nullable().describe("ISO-8601 UTC instant; null when never published"),
});
export type ScheduleWeek = z.infer<typeof scheduleWeek>;

/** A week's answer from its facts. */
export function presentWeek(monday: Temporal.PlainDate, f: WeekFacts, draftWeeks: boolean): ScheduleWeek {
  const { state, changes } = weekStatus(f, draftWeeks);
  return {
    week: formatDayMonthYear(monday),
    state,
    changes,
    drafts: f.drafts,
    shifts: f.shifts,
    people: f.people,
    published_at: f.published_at,
  };
}

/** POST /api/schedule/publish: `week` is any day of the week, DD-MM-YYYY, in the location's zone. */
export const publishBody = z.object({ location_id: id("location"), week: dayField("week") });
export type PublishBody = z.input<typeof publishBody>;

export const publishPayload = z.object({
  week: scheduleWeek,
  /** Draft shifts that became visible to staff. */
  published: z.number(),
  /** People told (one week_published notification each): everyone holding a position that week. */
  notified: z.number(),
});
export type PublishPayload = z.infer<typeof publishPayload>;

/** GET /api/schedule/weeks: every week from the one holding `from` to the one holding `to`, at most 26. */
export const scheduleWeeksQuery = z
  .object({ location_id: id("location"), from: dayField("from"), to: dayField("to") })
  .superRefine((q, ctx) => {
    const a = parseDayMonthYear(q.from);
    const b = parseDayMonthYear(q.to);
    if (!a || !b) return;
    if (Temporal.PlainDate.compare(a, b) > 0)
      ctx.addIssue({ code: "custom", path: ["to"], message: TIMELINE_MESSAGES.toBeforeFrom });
    else if (mondaysBetween(a, b).length > MAX_SCHEDULE_WEEKS)
      ctx.addIssue({ code: "custom", path: ["to"], message: PUBLISH_MESSAGES.tooManyWeeks });
  });
export type ScheduleWeeksQuery = z.input<typeof scheduleWeeksQuery>;

export const scheduleWeeksPayload = z.object({
  location_id: z.number(),
  /** The location's IANA zone, in which the weeks run. */
  time_zone: z.string(),
  /** The business's work rule: with it off, new shifts are published as they are made. */
  draft_weeks: z.boolean(),
  weeks: z.array(scheduleWeek),
});
export type ScheduleWeeksPayload = z.infer<typeof scheduleWeeksPayload>;
