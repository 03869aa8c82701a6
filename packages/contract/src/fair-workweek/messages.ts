import { amount, template } from "../i18n/template";

// The fair-workweek messages (fair-workweek.md), in English; the catalogues translate them by key.
export const FAIR_WORKWEEK_MESSAGES = {
  unknownJurisdiction: "Choose a jurisdiction from the list, or none.",
  unknownExemption: "Choose an exemption from the list, or none.",
  /** The contract's 409 of an assignment that leaves a short rest without the employee's consent. */
  restNeedsConsent: template(
    "This leaves {0} hours of rest; {1} must agree to it first.",
    (hours: number, employee: string) => [amount(hours), employee],
  ),
  restDeclined: template<[employee: string]>("{0} declined this short rest; they may not be scheduled for it."),
  noRestRule: "This location's rules ask no consent for rest between shifts.",
  restEnough: "This assignment leaves enough rest: no consent is needed.",
  consentPending: "This employee has already been asked about this shift.",
  consentAsked: "Consent requested.",
  consentNotFound: "Consent request not found.",
  consentAnswered: "This request has already been answered.",
  consentAccepted: "You agreed to this short rest.",
  consentDeclined: "You declined this short rest.",
  notYourConsent: "Only the employee asked can answer this request.",
  estimateSaved: "Estimate saved.",
  estimateHours: "Weekly hours must be a number from 0 to 168, in quarter hours.",
  estimateOrder: "The most hours must be at least the fewest.",
  estimateDays: "Days must be weekdays, each once.",
  /** The 409 of deleting a location whose change log or consents its pack says to keep (fair-workweek.md, Records). */
  recordsKept: template<[until: string]>(
    "This location's schedule-change records must be kept until {0}; it cannot be deleted before then.",
  ),
} as const;
