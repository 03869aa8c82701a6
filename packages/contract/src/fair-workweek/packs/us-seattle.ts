import type { RulePack } from "../pack";

// Seattle Secure Scheduling Ordinance (Ord. 125135, SMC ch. 14.22). Figures checked against the Office of Labor
// Standards' page (seattle.gov); the code's own section text could not be read (only the preamble of Ord. 125135 on
// seattle.legistar.com), so the sections are unverified.

export const usSeattle: RulePack = {
  id: "us-seattle",
  name: "Seattle Secure Scheduling",
  ordinance: "Seattle Municipal Code ch. 14.22 (Secure Scheduling, Ord. 125135)",
  url: "https://www.seattle.gov/laborstandards/ordinances/secure-scheduling",
  effective_from: "2017-07-01",
  currency: "USD",
  covers:
    "Retail and food services establishments with 500 or more employees worldwide, and full-service restaurants with 500 or more employees and 40 or more full-service locations worldwide.",
  notice_days: 14,
  notice_source: "SMC 14.22.040", // unverified: section number; 14 days per OLS page
  pay: [
    // One hour for hours added or a shift moved; half the rate for the hours not worked when hours are cut.
    {
      min_notice_hours: 0,
      max_notice_hours: 336,
      added: { hours: 1 },
      reduced: { lost_hours_share: 0.5 },
      source: "SMC 14.22.050", // unverified: subsections (A/B) not read; figures per OLS page
    },
  ],
  added_minutes_threshold: null,
  // 10 hours between a closing and an opening; time and a half for hours worked inside them; the employee may decline.
  rest: { hours: 10, consent: "may_decline", premium: { multiplier: "1.5" }, source: "SMC 14.22.035" }, // unverified: section number
  exempt: [
    // unverified: SMC 14.22.050 exceptions not read; OLS page lists employee-requested changes and mutual trades.
    { reason: "employee_request", source: "SMC 14.22.050" },
    { reason: "mutual_agreement", source: "SMC 14.22.050" },
    { reason: "emergency", source: "SMC 14.22.050" },
    { reason: "utility_failure", source: "SMC 14.22.050" },
    { reason: "natural_event", source: "SMC 14.22.050" },
    { reason: "public_authority", source: "SMC 14.22.050" },
    { reason: "discipline", source: "SMC 14.22.050" },
  ],
  small_change_minutes: null,
  estimate_required: true,
  estimate_source: "SMC 14.22.020", // unverified: section number; the estimate at hire is on the OLS page
  records_years: 3, // "Keep records for three years" (OLS page)
  records_source: "SMC 14.22.120", // unverified: section number
  unchecked: ["notice", "pay", "rest", "exempt", "estimate", "records"],
};
