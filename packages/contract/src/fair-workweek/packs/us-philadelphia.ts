import type { RulePack } from "../pack";

// Philadelphia Fair Workweek Employment Standards (Phila. Code ch. 9-4600). Pay, exemptions and rest verified
// against §§ 9-4603 and 9-4604, records against § 9-4609, on the city's American Legal code site. The POWER Act
// (2025-05-27) amended the enforcement chapters; the figures below were read from the current code.

export const usPhiladelphia: RulePack = {
  id: "us-philadelphia",
  name: "Philadelphia Fair Workweek",
  ordinance: "The Philadelphia Code ch. 9-4600 (Fair Workweek Employment Standards, Bill 180649-A)",
  url: "https://codelibrary.amlegal.com/codes/philadelphia/latest/philadelphia_pa/0-0-0-280838",
  // In force 2020-04-01 with 10 days' notice for its first year, 14 days after (phila.gov: 14 days).
  effective_from: "2021-04-01",
  currency: "USD",
  covers:
    "Retail, hospitality and food services employers with 250 or more employees and 30 or more locations worldwide, chains and franchises included.",
  notice_days: 14,
  // unverified: § 9-4602(3) read only to "written notice of work hours as set fo[rth]"; 14 days per phila.gov.
  notice_source: "Phila. Code § 9-4602(3)",
  pay: [
    {
      min_notice_hours: 0,
      max_notice_hours: 336,
      added: { hours: 1 }, // time added, or date, time or location changed with no loss of hours
      reduced: { lost_hours_share: 0.5 }, // "no less than one-half times the ... rate ... for any scheduled hours" not worked
      source: "Phila. Code § 9-4603(1)(a)-(b)",
    },
  ],
  added_minutes_threshold: null,
  // May decline under 9 hours; consent by written communication; $40 for each such shift.
  rest: { hours: 9, consent: "required", premium: { amount: "40.00" }, source: "Phila. Code § 9-4604" },
  exempt: [
    { reason: "employee_request", source: "Phila. Code § 9-4603(2)(a)" },
    { reason: "mutual_agreement", source: "Phila. Code § 9-4603(2)(b)" }, // shift trade or coverage between employees
    { reason: "emergency", source: "Phila. Code § 9-4603(2)(c)(.1)" },
    { reason: "utility_failure", source: "Phila. Code § 9-4603(2)(c)(.2)" },
    { reason: "natural_event", source: "Phila. Code § 9-4603(2)(c)(.3)" },
    // unverified: § 9-4603(2)(c)(.4) onwards (civil authority, discipline) was cut off in the text read.
    { reason: "public_authority", source: "Phila. Code § 9-4603(2)(c)" },
    { reason: "discipline", source: "Phila. Code § 9-4603(2)" },
  ],
  small_change_minutes: null,
  estimate_required: true,
  estimate_source: "Phila. Code § 9-4602(1)",
  // "Employers shall retain such records for a period of two years" (§ 9-4609(1), "Employer Records"; § 9-4607 was
  // a guess). The POWER Act's title amends record keeping only under chs. 9-4100, 9-4300, 9-4500 and 9-4700.
  records_years: 2,
  records_source: "Phila. Code § 9-4609(1)",
  unchecked: ["notice", "exempt"],
};
