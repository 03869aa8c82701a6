import { parseDayMonthYear, parseInstant, startOfDayIn } from "@brigade/contract/dates";
import type { BookingStatus, ShiftType, SlotType } from "@brigade/contract/enums";
import type { RosterPage, RosterQuery, ScheduleRosterRow, VacantRosterRow } from "@brigade/contract/rosters";
import { SHIFT_MESSAGES } from "@brigade/contract/shift-rules";
import { describeTimeZone } from "@brigade/contract/time-zones";
import { AppError } from "../../lib/app-error";
import { publicFileUrl } from "../../lib/uploads";
import type { LocationWindow } from "../shifts/list-repository";
import type { RosterFilter, RosterRepository } from "./repository";

/** What every roster row reads: a slot of a shift, a role and a location. */
type Row = Omit<Awaited<ReturnType<RosterRepository["vacant"]>>["rows"][number], "remaining">;

/** A date bound as /shift/index reads it: DD-MM-YYYY is a whole day in each location's zone, else an instant. */
function readBound(field: "from" | "to", value: string | undefined, timeZone: string, nextDay: boolean) {
  if (!value) return undefined;
  const date = parseDayMonthYear(value);
  if (date) return startOfDayIn(nextDay ? date.add({ days: 1 }) : date, timeZone);
  const at = parseInstant(value);
  if (at) return at;
  throw AppError.field(field, SHIFT_MESSAGES.dateFilterInvalid);
}

function windowIn(locationId: number, timeZone: string, query: RosterQuery): LocationWindow {
  return {
    locationId,
    from: readBound("from", query.from, timeZone, false),
    // A `to` date includes its whole day, so the window ends when the next day begins.
    to: readBound("to", query.to, timeZone, true),
  };
}

function common(r: Row) {
  return {
    shift: {
      id: r.shiftId,
      name: r.shiftName,
      shift_type: r.shiftType as ShiftType,
      bonus: Number(r.bonus),
      label_color: r.labelColor,
    },
    from: r.startsAt.toISOString(),
    to: r.endsAt.toISOString(),
    area_roles: { id: r.areaRoleId, name: r.roleName, area: { id: r.areaId, name: r.areaName } },
    type: r.shiftType as ShiftType,
    location: { id: r.locationId, name: r.locationName, time_zone: describeTimeZone(r.timeZone, r.startsAt) },
  };
}

export function makeRosterService(repo: RosterRepository, now: () => Date = () => new Date()) {
  return {
    /** One page of the vacant or the schedule roster, with the number of matching rows. */
    async list(
      businessId: number,
      query: RosterQuery,
    ): Promise<RosterPage<VacantRosterRow> | RosterPage<ScheduleRosterRow>> {
      // Malformed dates are a 422 even when no location would use them.
      readBound("from", query.from, "UTC", false);
      readBound("to", query.to, "UTC", true);
      const filter: RosterFilter = {
        name: query.name || undefined,
        locationIds: query.location_id,
        areaIds: query.area_id,
        areaRoleIds: query.area_role_id,
        employeeIds: query.employee_id,
        availability: query.availability,
        endingAfter: now(),
      };
      if (query.from || query.to) {
        const places = await repo.locationsOf(businessId, query.location_id);
        filter.windows = places.map((p) => windowIn(p.id, p.timeZone, query));
      }
      const order = { sort: query.sort, order: query.order };
      const slice = { offset: (query.page - 1) * query.length, limit: query.length };

      if (query.roster_type === "vacant_shifts") {
        const { rows, total } = await repo.vacant(businessId, filter, order, slice);
        const data = rows.map(
          (r): VacantRosterRow => ({
            ...common(r),
            slot_id: r.slotId,
            slot_type: r.slotType as SlotType,
            remaining_slots: r.remaining,
          }),
        );
        return { data, total };
      }
      const { rows, total } = await repo.schedule(businessId, filter, order, slice);
      const data = rows.map(
        (r): ScheduleRosterRow => ({
          ...common(r),
          id: r.id,
          status: r.status as BookingStatus,
          slot_id: r.slotId,
          employee: {
            id: r.employeeId,
            user: { name: r.userName, email: r.email, avatar_path: publicFileUrl(r.avatarPath) },
          },
        }),
      );
      return { data, total };
    },
  };
}
export type RosterService = ReturnType<typeof makeRosterService>;
