/** Query keys of the member feature: a pickup, withdrawal or leave request invalidates `all`. */
export const memberKeys = {
  all: ["member"] as const,
  myShifts: () => ["member", "my-shifts"] as const,
  openShifts: () => ["member", "open-shifts"] as const,
};
