import type { RulePack } from "../pack";

// Chicago Fair Workweek Ordinance (Mun. Code ch. 6-110, moved from ch. 1-25 in 2021). Pay verified against
// 6-110-050(b), records against 6-110-160, section numbers against the chapter's contents, on the city's American
// Legal code site.

export const usChicago: RulePack = {
  id: "us-chicago",
  name: "Chicago Fair Workweek",
  ordinance: "Chicago Mun. Code ch. 6-110 (Chicago Fair Workweek Ordinance)",
  url: "https://codelibrary.amlegal.com/codes/chicago/latest/chicago_il/0-0-0-2639980",
  // 10 days' notice from 2020-07-01, 14 days from 2022-07-01 (6-110-050(a)).
  effective_from: "2022-07-01",
  currency: "USD",
  covers:
    "Employers in building services, healthcare, hotels, manufacturing, restaurants, retail and warehouse services with 100 or more employees globally (restaurants: 250 employees and 30 locations), for employees earning up to the ordinance's wage ceiling.",
  notice_days: 14,
  notice_source: "Chicago Mun. Code 6-110-040(b)(1)",
  pay: [
    // Under 24 hours: one hour for hours added or moved; at least 50% of the rate for hours cut or cancelled.
    {
      min_notice_hours: 0,
      max_notice_hours: 24,
      added: { hours: 1 },
      reduced: { lost_hours_share: 0.5 },
      source: "Chicago Mun. Code 6-110-050(b)(1)-(2)",
    },
    // Otherwise one hour, for a cut or cancellation too ("with more than 24 hours' notice"; exactly 24 falls here).
    {
      min_notice_hours: 24,
      max_notice_hours: 336,
      added: { hours: 1 },
      reduced: { hours: 1 },
      source: "Chicago Mun. Code 6-110-050(b)(1)",
    },
  ],
  added_minutes_threshold: null,
  // 6-110-070 is "Right to rest" (6-110-060 is the offer of hours to existing employees). unverified: its text not
  // read; 10 hours, 1.25x and the right to decline from the Office of Labor Standards' FAQ.
  rest: { hours: 10, consent: "may_decline", premium: { multiplier: "1.25" }, source: "Chicago Mun. Code 6-110-070" },
  exempt: [
    { reason: "emergency", source: "Chicago Mun. Code 6-110-050(d)(1)(A)" }, // threats to employers, employees, property
    { reason: "public_authority", source: "Chicago Mun. Code 6-110-050(d)(1)(A)" }, // civil authorities recommend
    { reason: "utility_failure", source: "Chicago Mun. Code 6-110-050(d)(1)(B)" },
    // unverified: the rest of 6-110-050(d) was not read.
    { reason: "natural_event", source: "Chicago Mun. Code 6-110-050(d)" },
    { reason: "employee_request", source: "Chicago Mun. Code 6-110-050(d)" },
    { reason: "mutual_agreement", source: "Chicago Mun. Code 6-110-050(d)" },
    { reason: "discipline", source: "Chicago Mun. Code 6-110-050(d)" },
  ],
  // unverified: whether 6-110-050(d) exempts small changes (Illinois Legal Aid says 15 minutes or less owe nothing).
  small_change_minutes: null,
  estimate_required: true,
  // 6-110-040 is "Advance notice of work schedules" (its (b)(1) sets the notice). unverified: subsection (a) not read.
  estimate_source: "Chicago Mun. Code 6-110-040(a)",
  records_years: 3, // "at least three years", or while a claim is pending if longer
  records_source: "Chicago Mun. Code 6-110-160",
  unchecked: ["rest", "exempt", "estimate"],
};
