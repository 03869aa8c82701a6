// The fair-workweek messages (fair-workweek.md), in English; the catalogues translate them by key.
export const FAIR_WORKWEEK_MESSAGES = {
  unknownJurisdiction: "Choose a jurisdiction from the list, or none.",
  unknownExemption: "Choose an exemption from the list, or none.",
} as const;
