import { type AvailabilityKind, FIT_LABELS } from "@brigade/contract/availability";

/** Each kind's word and colour: never colour alone (dark shades keep white text readable). */
export const KIND_STYLE: Record<AvailabilityKind, { label: string; color: string }> = {
  available: { label: FIT_LABELS.available, color: "teal.9" },
  preferred: { label: FIT_LABELS.preferred, color: "blue.9" },
  unavailable: { label: FIT_LABELS.unavailable, color: "red.9" },
};
