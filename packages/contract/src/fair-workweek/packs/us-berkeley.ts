import type { RulePack } from "../pack";

// Berkeley Fair Workweek Employment Standards (BMC ch. 13.102, Ord. 7846-NS). Pay and exemptions verified against
// BMC 13.102.060, rest against 13.102.080, on berkeley.municipal.codes.

export const usBerkeley: RulePack = {
  id: "us-berkeley",
  name: "Berkeley Fair Workweek",
  ordinance: "Berkeley Municipal Code ch. 13.102 (Fair Workweek Employment Standards, Ord. 7846-NS)",
  url: "https://berkeley.municipal.codes/BMC/13.102.060",
  effective_from: "2024-01-12", // operative date (City of Berkeley FAQ, as reported)
  currency: "USD",
  covers:
    "Employers with 10 or more employees in Berkeley in building services, healthcare, hotels, manufacturing, retail or warehouse services (56 or more globally), restaurants and franchisees (100 or more globally), and such nonprofits (100 or more).",
  notice_days: 14,
  notice_source: "BMC 13.102.060(b)", // the 14-day window of the right to decline and of predictability pay
  pay: [
    // Under 24 hours: cut or cancelled, "four hours or the number of cancelled or reduced hours ..., whichever is
    // less". Additions: one hour.
    {
      min_notice_hours: 0,
      max_notice_hours: 24,
      added: { hours: 1 },
      reduced: { lost_hours_share: 1, max_hours: 4 },
      source: "BMC 13.102.060(c)(2)",
    },
    {
      min_notice_hours: 24,
      max_notice_hours: 336,
      added: { hours: 1 },
      reduced: { hours: 1 },
      source: "BMC 13.102.060(c)(1)",
    },
  ],
  added_minutes_threshold: null,
  // May decline under 11 hours; working them takes written agreement, paid at 1.5x for the hours inside them.
  rest: { hours: 11, consent: "required", premium: { multiplier: "1.5" }, source: "BMC 13.102.080" },
  exempt: [
    { reason: "mutual_agreement", source: "BMC 13.102.060(d)(1)" },
    { reason: "employee_request", source: "BMC 13.102.060(d)(2)" },
    // unverified: the rest of 13.102.060(d)-(e) (operations stopped, discipline) was cut off in the text read.
    { reason: "emergency", source: "BMC 13.102.060(e)" },
    { reason: "utility_failure", source: "BMC 13.102.060(e)" },
    { reason: "natural_event", source: "BMC 13.102.060(e)" },
    { reason: "public_authority", source: "BMC 13.102.060(e)" },
    { reason: "discipline", source: "BMC 13.102.060(d)" },
  ],
  small_change_minutes: null,
  estimate_required: true,
  estimate_source: "BMC 13.102.050", // unverified: section number
  records_years: 3, // unverified
  records_source: "BMC 13.102.090", // unverified: section number
  unchecked: ["exempt", "estimate", "records"],
};
