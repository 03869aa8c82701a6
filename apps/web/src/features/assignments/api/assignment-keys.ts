/** Query keys of the assignments feature: an assignment invalidates `all` (and the shifts' own keys). */
export const assignmentKeys = {
  all: ["assignments"] as const,
  timeSlots: (shiftId: number, areaRoleId: number) => ["assignments", "time-slots", shiftId, areaRoleId] as const,
  eligible: (slotId: number, areaRoleId: number) => ["assignments", "eligible", slotId, areaRoleId] as const,
};
