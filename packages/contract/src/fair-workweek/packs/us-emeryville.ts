import type { RulePack } from "../pack";

// Emeryville Fair Workweek Employment Standards (EMC title 5, ch. 39). Sections read from the chapter's table of
// contents (codepublishing.com); the figures below come from secondary summaries and are unverified.

export const usEmeryville: RulePack = {
  id: "us-emeryville",
  name: "Emeryville Fair Workweek",
  ordinance: "Emeryville Municipal Code title 5, ch. 39 (Fair Workweek Employment Standards)",
  url: "https://codepublishing.com/CA/Emeryville/html/Emeryville05/Emeryville0539.html",
  effective_from: "2017-07-01", // city's Fair Workweek page
  currency: "USD",
  covers:
    "Retail firms with 56 or more employees globally, and fast food firms with 56 or more globally and 20 or more in Emeryville.",
  notice_days: 14,
  notice_source: "EMC § 5-39.03", // unverified: subsection
  pay: [
    // unverified: under 24 hours, cut or cancelled: four hours (read as Berkeley's "four hours or the hours lost,
    // whichever is less", which Berkeley copied). Additions: one hour.
    {
      min_notice_hours: 0,
      max_notice_hours: 24,
      added: { hours: 1 },
      reduced: { lost_hours_share: 1, max_hours: 4 },
      source: "EMC § 5-39.04",
    },
    // unverified: 24 hours or more, one hour.
    {
      min_notice_hours: 24,
      max_notice_hours: 336,
      added: { hours: 1 },
      reduced: { hours: 1 },
      source: "EMC § 5-39.04",
    },
  ],
  added_minutes_threshold: null,
  // unverified: 11 hours, 1.5x, may decline, working them by agreement (section number not read).
  rest: { hours: 11, consent: "required", premium: { multiplier: "1.5" }, source: "EMC § 5-39.06" },
  exempt: [
    // The city's COVID notice cites EMC § 5-39.04(d)(1) and (d)(3) for operations that "cannot begin or continue".
    { reason: "emergency", source: "EMC § 5-39.04(d)(3)" },
    { reason: "utility_failure", source: "EMC § 5-39.04(d)(3)" },
    { reason: "natural_event", source: "EMC § 5-39.04(d)(3)" },
    { reason: "public_authority", source: "EMC § 5-39.04(d)(3)" },
    { reason: "mutual_agreement", source: "EMC § 5-39.04(d)(1)" }, // unverified: which paragraph
    { reason: "employee_request", source: "EMC § 5-39.04(d)" }, // unverified
    { reason: "discipline", source: "EMC § 5-39.04(d)" }, // unverified
  ],
  small_change_minutes: null,
  estimate_required: true,
  estimate_source: "EMC § 5-39.03", // unverified: subsection
  records_years: 3, // unverified
  records_source: "EMC ch. 5-39", // unverified: section number
  unchecked: ["notice", "pay", "rest", "exempt", "estimate", "records"],
};
