import type { RulePack } from "../pack";

// NYC Fair Workweek Law, fast food (Admin. Code title 20, ch. 12, subch. 2). Pay bands verified against § 20-1222(a)
// on the city's American Legal code site; amounts unchanged since 2017.
const S = "NYC Admin. Code § 20-1222(a)";

export const usNycFastFood: RulePack = {
  id: "us-nyc-fast-food",
  name: "New York City Fair Workweek (fast food)",
  ordinance: "NYC Admin. Code §§ 20-1201 to 20-1263 (Local Law 107 of 2017 and following)",
  url: "https://codelibrary.amlegal.com/codes/newyorkcity/latest/NYCadmin/0-0-0-133714",
  effective_from: "2017-11-26",
  currency: "USD",
  covers: "Fast food establishments in New York City that are part of a chain of 30 or more locations nationally.",
  notice_days: 14,
  notice_source: "NYC Admin. Code § 20-1221", // unverified: section text not read; 14 days matches § 20-1222(a)(1)
  pay: [
    // "less than 24 hours'": $15 added or moved, $75 cut or cancelled.
    {
      min_notice_hours: 0,
      max_notice_hours: 24,
      added: { amount: "15.00" },
      reduced: { amount: "75.00" },
      source: `${S}(3), (5)`,
    },
    // "less than 7 days'": $15 added; "less than 7 days' but at least 24 hours'": $45 cut.
    {
      min_notice_hours: 24,
      max_notice_hours: 168,
      added: { amount: "15.00" },
      reduced: { amount: "45.00" },
      source: `${S}(3)-(4)`,
    },
    // "less than 14 days' notice but at least 7 days'": $10 added, $20 cut.
    {
      min_notice_hours: 168,
      max_notice_hours: 336,
      added: { amount: "10.00" },
      reduced: { amount: "20.00" },
      source: `${S}(1)-(2)`,
    },
  ],
  added_minutes_threshold: null,
  // unverified: § 20-1231 text not read; $100, 11 hours and written consent from the Council's summary of Int. 1388
  // (Local Law 100 of 2017) and secondary texts.
  rest: { hours: 11, consent: "required", premium: { amount: "100.00" }, source: "NYC Admin. Code § 20-1231" },
  exempt: [
    // § 20-1222(c)(1): operations cannot begin or continue (text seen as quoted by Int. 1969-2020).
    { reason: "emergency", source: "NYC Admin. Code § 20-1222(c)(1)(a)" },
    { reason: "utility_failure", source: "NYC Admin. Code § 20-1222(c)(1)(b)" },
    { reason: "natural_event", source: "NYC Admin. Code § 20-1222(c)(1)(c)" },
    { reason: "public_authority", source: "NYC Admin. Code § 20-1222(c)(1)(d)" },
    // unverified: the rest of § 20-1222(c) (shift trades, employee requests in writing, discipline) not read.
    { reason: "employee_request", source: "NYC Admin. Code § 20-1222(c)" },
    { reason: "mutual_agreement", source: "NYC Admin. Code § 20-1222(c)" },
    { reason: "discipline", source: "NYC Admin. Code § 20-1222(c)" },
  ],
  small_change_minutes: null,
  estimate_required: true,
  // Since 2021-07-04 (Local Law 2 of 2021) a written "regular schedule" replaces the good-faith estimate.
  estimate_source: "NYC Admin. Code § 20-1221(a)", // unverified: section text not read
  records_years: 3,
  // unverified: § 20-1206 text not read; 3 years from summaries of DCWP's rules (6 RCNY 7-609), not the code.
  records_source: "NYC Admin. Code § 20-1206",
  unchecked: ["notice", "rest", "exempt", "estimate", "records"],
};
