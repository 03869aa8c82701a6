import { formatDayMonthYear } from "@brigade/contract/dates";
import type { TimeOffConflict, TimeOffItem } from "@brigade/contract/time-off";
import { timeOffDays } from "@brigade/contract/time-off";
import { describeTimeZone } from "@brigade/contract/time-zones";
import type { TimeOffRow } from "./repository";

// How a stored request reads in the API: days DD-MM-YYYY, times HH:mm, instants in UTC.

export function presentTimeOff(row: TimeOffRow): TimeOffItem {
  const days = timeOffDays(row);
  return {
    id: row.id,
    employee: { id: row.employeeId, name: row.employeeName },
    from_day: formatDayMonthYear(days.fromDay),
    to_day: formatDayMonthYear(days.toDay),
    from_time: days.fromTime,
    to_time: days.toTime,
    reason: row.reason,
    status: row.status,
    note: row.note,
    decided_by:
      row.decidedById !== null && row.decidedByName !== null ? { id: row.decidedById, name: row.decidedByName } : null,
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

export type ConflictRow = {
  id: number;
  status: string;
  shiftId: number;
  shiftName: string;
  areaRoleId: number;
  areaRoleName: string;
  locationId: number;
  locationName: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
};

export function presentConflict(row: ConflictRow, released: boolean): TimeOffConflict {
  return {
    booking_id: row.id,
    status: released ? "Released" : row.status,
    from: row.startsAt.toISOString(),
    to: row.endsAt.toISOString(),
    shift: { id: row.shiftId, name: row.shiftName },
    area_role: { id: row.areaRoleId, name: row.areaRoleName },
    location: { id: row.locationId, name: row.locationName, time_zone: describeTimeZone(row.timeZone, row.startsAt) },
    released,
  };
}
