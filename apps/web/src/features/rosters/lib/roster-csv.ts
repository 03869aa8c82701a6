import { dateTimeIn } from "@brigade/contract/dates";
import type { ScheduleRosterRow, VacantRosterRow } from "@brigade/contract/rosters";
import { ianaName } from "@brigade/contract/time-zones";

// The spec's CSV columns (section 3), times on each row's own location's clock.

const when = (row: VacantRosterRow | ScheduleRosterRow) => {
  const zone = ianaName(row.location.time_zone);
  return { From: dateTimeIn(row.from, zone), To: dateTimeIn(row.to, zone) };
};

export const vacantCsvRows = (rows: VacantRosterRow[]) =>
  rows.map((row) => ({
    "Shift Name": row.shift.name,
    ...when(row),
    Location: row.location.name,
    "Role/Position": row.area_roles.name,
    "Remaining Slots": row.remaining_slots,
  }));

export const scheduleCsvRows = (rows: ScheduleRosterRow[]) =>
  rows.map((row) => ({
    Name: row.employee.user.name,
    Email: row.employee.user.email,
    "Shift Name": row.shift.name,
    ...when(row),
    Location: row.location.name,
    "Role/Position": row.area_roles.name,
  }));
