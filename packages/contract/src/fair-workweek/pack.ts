import { z } from "zod";

// A fair-workweek rule pack (fair-workweek.md, "Rule packs"): one jurisdiction's ordinance as data. Every figure
// carries `source`, the section of the ordinance it comes from, so an owner can check it; Brigade computes, it does
// not give legal advice. The schema is the type and GET /api/compliance/packs's answer alike.

const decimal = z.string().regex(/^\d+(\.\d{1,2})?$/);

/** Where a figure comes from: the section of the ordinance (or rule) that sets it, as it cites itself. */
const source = z.string().min(1);
export type Source = z.infer<typeof source>;

/**
 * What one change earns: a fixed amount (decimal string, the pack's currency), hours of the employee's rate, or a
 * share of the hours lost at that rate. `max_hours` caps the hours a share pays for (Berkeley: the lesser of 4 hours
 * and the hours lost); `short_shift` pays other hours for a shift of at most `max_shift_hours` before the change
 * (San Francisco: 2 hours for a shift of 4 hours or less, else 4).
 */
export const payRule = z.union([
  z.object({ amount: decimal }),
  z.object({
    hours: z.number().positive(),
    short_shift: z.object({ max_shift_hours: z.number().positive(), hours: z.number().positive() }).optional(),
  }),
  z.object({ lost_hours_share: z.number().positive().max(1), max_hours: z.number().positive().optional() }),
]);
export type PayRule = z.infer<typeof payRule>;

/**
 * The pay for changes made with notice (hours left before the changed shift's start) in [min_notice_hours,
 * max_notice_hours). `added`: hours added or the shift moved with no hours lost; `reduced`: hours cut or the shift
 * cancelled. Null: that kind owes nothing in this band.
 */
export const noticeBand = z.object({
  min_notice_hours: z.number().min(0),
  max_notice_hours: z.number().positive(),
  added: payRule.nullable(),
  reduced: payRule.nullable(),
  source,
});
export type NoticeBand = z.infer<typeof noticeBand>;

/**
 * Rest between shifts on consecutive local days: less than `hours` between the end of one and the start of the next
 * needs the employee's consent (`consent`: "required", written consent before; "may_decline", the employee may
 * refuse and may not be made to work it), and earns `premium`: a fixed amount per instance, or a multiplier of the
 * employee's rate for the hours worked inside the rest window (1.5: time and a half, of which the premium is the 0.5
 * above the pay already due).
 */
export const restRule = z.object({
  hours: z.number().positive(),
  consent: z.enum(["required", "may_decline"]),
  premium: z.union([z.object({ amount: decimal }), z.object({ multiplier: z.string().regex(/^\d+(\.\d+)?$/) })]),
  source,
});
export type RestRule = z.infer<typeof restRule>;

/** The reasons a change owes no predictability pay, as the ordinances name them (each pack lists its own). */
export const EXEMPT_REASONS = [
  "employee_request",
  "mutual_agreement",
  "emergency",
  "utility_failure",
  "natural_event",
  "public_authority",
  "discipline",
  "small_change",
] as const;
export type ExemptReason = (typeof EXEMPT_REASONS)[number];

/** The parts of a pack, as its summary shows them: what `unchecked` may name. */
export const PACK_SECTIONS = ["effective_from", "notice", "pay", "rest", "exempt", "estimate", "records"] as const;
export type PackSection = (typeof PACK_SECTIONS)[number];

export const rulePack = z.object({
  id: z.string(),
  name: z.string(),
  /** The ordinance's title and number. */
  ordinance: z.string(),
  /** Where its text is published. */
  url: z.string(),
  /** The first day (YYYY-MM-DD) these figures apply. */
  effective_from: z.string(),
  /** The pack's money (ISO 4217): every amount in it. */
  currency: z.string(),
  /** Who the ordinance covers, in a sentence (Brigade does not check it: the owner chooses the pack). */
  covers: z.string(),
  notice_days: z.number().int().positive(),
  notice_source: source,
  pay: z.array(noticeBand),
  /** Minutes of hours added up to which no pay is owed ("added" only, not a move), where the ordinance sets one. */
  added_minutes_threshold: z.number().int().positive().nullable(),
  rest: restRule.nullable(),
  exempt: z.array(z.object({ reason: z.enum(EXEMPT_REASONS), source })),
  /** A change of at most this many minutes owes nothing, where `exempt` holds small_change. */
  small_change_minutes: z.number().int().positive().nullable(),
  estimate_required: z.boolean(),
  estimate_source: source.nullable(),
  records_years: z.number().int().positive(),
  records_source: source,
  /**
   * The parts whose figures or sections were not read in the ordinance's own text (they come from the city's pages or
   * secondary summaries): the app marks them "not yet checked" until they are (docs/fair-workweek.md).
   */
  unchecked: z.array(z.enum(PACK_SECTIONS)),
});
export type RulePack = z.infer<typeof rulePack>;
