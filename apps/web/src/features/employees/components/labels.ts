import type { Availability, EmployeeStatus } from "@brigade/contract/enums";

/** The spec names availabilities by their values (FullTime, PartTime, ThreeDay, Manager). */
export const availabilityLabel = (value: Availability): string => value;

const statusLabels: Record<EmployeeStatus, string> = {
  active_employee: "Active",
  waiting_for_approval: "Waiting for approval",
  rejected: "Rejected",
  inactive: "Inactive",
};

export const statusLabel = (value: EmployeeStatus) => statusLabels[value] ?? value;

export const statusColor = (value: EmployeeStatus) =>
  value === "active_employee" ? "teal.9" : value === "inactive" || value === "rejected" ? "gray.8" : "violet.9";
