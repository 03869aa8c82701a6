/** Query keys of the assignments feature: an assignment invalidates `all` (and the shifts' own keys). */
export const assignmentKeys = {
  all: ["assignments"] as const,
  timeSlots: (shiftId: number, areaRoleId: number) => ["assignments", "time-slots", shiftId, areaRoleId] as const,
  eligible: (slotId: number, areaRoleId: number) => ["assignments", "eligible", slotId, areaRoleId] as const,
  /** One known employee's fit for the slot (the modal opened for them from the vacant-employee week). */
  fitOf: (slotId: number, areaRoleId: number, employeeId: number) =>
    ["assignments", "eligible", slotId, areaRoleId, "fit-of", employeeId] as const,
};
