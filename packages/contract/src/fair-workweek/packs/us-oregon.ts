import type { RulePack } from "../pack";

// Oregon predictive scheduling (ORS 653.412 to 653.485, SB 828 of 2017). Pay and exceptions verified against
// ORS 653.455 (2023 edition text); rest against OAR 839-026-0040, which applies ORS 653.442; the estimate against
// ORS 653.428 (oregon.public.law), notice and records against BOLI's rules OAR 839-026-0030 and -0050.

export const usOregon: RulePack = {
  id: "us-oregon",
  name: "Oregon Fair Work Week",
  ordinance: "ORS 653.412 to 653.485 (Or. Laws 2017, ch. 659)",
  url: "https://www.oregonlegislature.gov/bills_laws/ors/ors653.html",
  // The 14-day notice took effect on 2020-07-01 (7 days before it).
  effective_from: "2020-07-01",
  currency: "USD",
  covers:
    "Retail, hospitality and food services employers with 500 or more employees worldwide, for their hourly employees in Oregon.",
  notice_days: 14,
  // "at least 14 calendar days before the first day of the work schedule" from 2020-07-01, as ORS 653.436(1) requires.
  notice_source: "OAR 839-026-0030(2)",
  pay: [
    {
      min_notice_hours: 0,
      max_notice_hours: 336,
      // One hour when the employer adds more than 30 minutes, moves the shift with no loss, or adds a shift.
      added: { hours: 1 },
      // Half the rate for each scheduled hour not worked (cut, moved with a loss, cancelled).
      reduced: { lost_hours_share: 0.5 },
      source: "ORS 653.455(2)(a)-(b)",
    },
  ],
  added_minutes_threshold: 30, // "Adds more than 30 minutes of work" (ORS 653.455(2)(a)(A))
  // Not without the employee's request or consent (OAR 839-026-0040(1)); time and a half (ORS 653.442(2)).
  rest: { hours: 10, consent: "required", premium: { multiplier: "1.5" }, source: "ORS 653.442" },
  exempt: [
    { reason: "small_change", source: "ORS 653.455(3)(a)" },
    { reason: "mutual_agreement", source: "ORS 653.455(3)(b)" }, // employee-to-employee swaps or coverage
    // Pay is owed for "employer-requested" changes only; hours the employee asks for in writing are exempt.
    { reason: "employee_request", source: "ORS 653.455(2); 653.436(6)" },
    // BOLI's definitions place two exceptions: "natural disaster or a similar cause, as used in ORS 653.455(3)(h)" and
    // "recommendation of a public official, as used in ORS 653.455(3)(f)" (OAR 839-026-0000(6)-(7)).
    { reason: "natural_event", source: "ORS 653.455(3)(h)" },
    { reason: "public_authority", source: "ORS 653.455(3)(f)" },
    // unverified: threats and utility failures, whose paragraphs no text read names (every copy of ORS 653.455 read
    // stops at (3)(b)).
    { reason: "emergency", source: "ORS 653.455(3)" },
    { reason: "utility_failure", source: "ORS 653.455(3)" },
    // Hours subtracted for discipline with just cause (OAR 839-026-0050(2)(f) cites ORS 653.455(3)(e) for it).
    { reason: "discipline", source: "ORS 653.455(3)(e)" },
  ],
  // "changes the start or end time ... by 30 minutes or less" (ORS 653.455(3)(a)).
  small_change_minutes: 30,
  estimate_required: true,
  estimate_source: "ORS 653.428(1)", // written, at the time of hire
  records_years: 3, // "not less than three years"
  records_source: "OAR 839-026-0050(1)",
  unchecked: ["exempt"],
};
