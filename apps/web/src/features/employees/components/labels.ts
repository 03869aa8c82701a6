import type { Availability, EmployeeStatus } from "@brigade/contract/enums";
import { i18next } from "../../../i18n";

// Read at call time, so a change of language shows at the next render.

/** The spec names availabilities by their values (FullTime, PartTime, ThreeDay, Manager); other languages say them. */
export const availabilityLabel = (value: Availability): string => i18next.t(`business:availability.${value}`);

export const statusLabel = (value: EmployeeStatus): string => i18next.t(`business:employeeStatus.${value}`);

export const statusColor = (value: EmployeeStatus) =>
  value === "active_employee" ? "teal.9" : value === "inactive" || value === "rejected" ? "gray.8" : "violet.9";
