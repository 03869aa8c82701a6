import type { AvailabilityKind } from "@brigade/contract/availability";

/**
 * Each kind's colour; its word is the member catalogue's availability.kinds.<kind> (the contract's FIT_LABELS
 * in English). Never colour alone: dark shades keep white text readable.
 */
export const KIND_STYLE: Record<AvailabilityKind, { color: string }> = {
  available: { color: "teal.9" },
  preferred: { color: "blue.9" },
  unavailable: { color: "red.9" },
};
