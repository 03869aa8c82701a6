import type { RulePack } from "../pack";

// Evanston Fair Workweek Ordinance (City Code title 3, ch. 34, Ord. 24-O-23). Notice, the 11-hour rest and the
// effective date checked against the city's Fair Workweek page; of the ordinance's text (24-O-23, on
// doccenter.cityofevanston.org) only 3-34-1 could be read, so the rest is unverified.

export const usEvanston: RulePack = {
  id: "us-evanston",
  name: "Evanston Fair Workweek",
  ordinance: "Evanston City Code title 3, ch. 34 (Evanston Fair Workweek Ordinance, 24-O-23)",
  url: "https://cityofevanston.org/departments/city_managers_office/economic_development/fair_workweek.php",
  effective_from: "2024-01-01",
  currency: "USD",
  covers:
    "Employers in Evanston with 100 or more employees globally in hospitality, retail, warehouse services, manufacturing or building services, and food service and restaurants with 30 or more locations and 200 or more employees globally.",
  notice_days: 14,
  notice_source: "Evanston City Code 3-34-3", // unverified: section number
  pay: [
    // unverified: under 24 hours (figures of the Berkeley pattern, 4 hours at most; the city page and secondary
    // texts are cut off).
    {
      min_notice_hours: 0,
      max_notice_hours: 24,
      added: { hours: 1 },
      reduced: { lost_hours_share: 1, max_hours: 4 },
      source: "Evanston City Code 3-34-5",
    },
    // unverified: under 14 days but more than 24 hours, one hour per modified shift (secondary summary).
    {
      min_notice_hours: 24,
      max_notice_hours: 336,
      added: { hours: 1 },
      reduced: { hours: 1 },
      source: "Evanston City Code 3-34-5",
    },
  ],
  added_minutes_threshold: null,
  // 11 hours per the city page; unverified: the premium (1.5x as in the proposal) and the section number.
  rest: { hours: 11, consent: "may_decline", premium: { multiplier: "1.5" }, source: "Evanston City Code 3-34-7" },
  exempt: [
    // unverified: the exceptions section was not read.
    { reason: "employee_request", source: "Evanston City Code 3-34-5" },
    { reason: "mutual_agreement", source: "Evanston City Code 3-34-5" },
    { reason: "emergency", source: "Evanston City Code 3-34-5" },
    { reason: "utility_failure", source: "Evanston City Code 3-34-5" },
    { reason: "natural_event", source: "Evanston City Code 3-34-5" },
    { reason: "public_authority", source: "Evanston City Code 3-34-5" },
    { reason: "discipline", source: "Evanston City Code 3-34-5" },
  ],
  small_change_minutes: null,
  estimate_required: true, // written estimate for the first 90 days (secondary summaries)
  estimate_source: "Evanston City Code 3-34-3", // unverified: section number
  records_years: 3, // unverified
  records_source: "Evanston City Code 3-34", // unverified: section number
  unchecked: ["notice", "pay", "rest", "exempt", "estimate", "records"],
};
