/** Query keys of the consents feature: the member's own requests (`mine`), which an answer writes into. */
export const consentKeys = {
  all: ["consents"] as const,
  mine: (employeeId: number) => ["consents", "mine", employeeId] as const,
};
