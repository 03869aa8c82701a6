import type { AvailabilityKind } from "@brigade/contract/availability";

/**
 * Each kind's colour; its word is the member catalogue's availability.kinds.<kind> (the contract's FIT_LABELS
 * in English). Never colour alone: dark shades keep white text readable (4.5:1 or more; orange.9 is only 4.3:1,
 * so prefer_not is violet).
 */
export const KIND_STYLE: Record<AvailabilityKind, { color: string }> = {
  available: { color: "teal.9" },
  preferred: { color: "blue.9" },
  prefer_not: { color: "violet.9" },
  unavailable: { color: "red.9" },
};
