import type { RulePack } from "../pack";

// San Francisco Formula Retail Employee Rights Ordinances, now Labor and Employment Code art. 42 (formerly Police
// Code art. 33G). Notice verified against § 42.4(a)-(b); the pay figures of § 42.4(c) could not be read (OLSE's
// page confirms pay for changes under 7 days), so they are unverified.
const C = "S.F. Labor & Employment Code § 42.4(c)";

export const usSanFrancisco: RulePack = {
  id: "us-san-francisco",
  name: "San Francisco Formula Retail Employee Rights",
  ordinance: "S.F. Labor and Employment Code art. 42 (Formula Retail Employee Rights Ordinances)",
  url: "https://codelibrary.amlegal.com/codes/san_francisco/latest/sf_laboremployment/0-0-0-1320",
  // unverified: Ord. 241-14 took effect 2015-01-04 and became operative 180 days later (law-firm summaries, not its text;
  // OLSE's page gives 2015-10-03 as the operative date of both ordinances, after the 2015 amendments).
  effective_from: "2015-07-03",
  currency: "USD",
  covers:
    "Formula retail establishments (chains with 40 or more establishments worldwide, restaurants included) with 20 or more employees in San Francisco.",
  notice_days: 14,
  notice_source: "S.F. Labor & Employment Code § 42.4(b)",
  pay: [
    // unverified: under 24 hours, 1 hour for an addition or move; 2 hours for a cut or cancelled shift of 4 hours or
    // less, 4 hours for a longer one.
    {
      min_notice_hours: 0,
      max_notice_hours: 24,
      added: { hours: 1 },
      reduced: { hours: 4, short_shift: { max_shift_hours: 4, hours: 2 } },
      source: C,
    },
    // unverified: under 7 days but 24 hours or more, 1 hour.
    { min_notice_hours: 24, max_notice_hours: 168, added: { hours: 1 }, reduced: { hours: 1 }, source: C },
    // 7 to 14 days: notice is owed but no pay (OLSE: pay for changes "with less than seven days' notice").
    { min_notice_hours: 168, max_notice_hours: 336, added: null, reduced: null, source: C },
  ],
  added_minutes_threshold: null,
  rest: null, // the ordinance sets no rest between shifts
  exempt: [
    // unverified: § 42.4(c) exceptions not read (secondary: acts of God, utility failure, swaps, discipline ...).
    { reason: "employee_request", source: C },
    { reason: "mutual_agreement", source: C },
    { reason: "emergency", source: C },
    { reason: "utility_failure", source: C },
    { reason: "natural_event", source: C },
    { reason: "public_authority", source: C },
    { reason: "discipline", source: C },
  ],
  small_change_minutes: null,
  estimate_required: true,
  estimate_source: "S.F. Labor & Employment Code § 42.4(a)(1)",
  // "Employers shall retain work schedules and payroll records pertaining to Employees for three years" (art. 42's
  // records section, read on American Legal).
  // unverified: that section's number, which the page read does not show.
  records_years: 3,
  records_source: "S.F. Labor & Employment Code art. 42",
  unchecked: ["effective_from", "pay", "exempt", "records"],
};
