import { periodWindows } from "@brigade/contract/periods";
import type { RosterPage, RosterQuery, ScheduleRosterRow, VacantRosterRow } from "@brigade/contract/rosters";
import { describeTimeZone } from "@brigade/contract/time-zones";
import { readPeriodBound } from "../../lib/period";
import { publicFileUrl } from "../../lib/uploads";
import { sidebarFields } from "../shifts";
import type { RosterFilter, RosterRepository } from "./repository";

/** What every roster row reads: a slot of a shift, a role and a location. */
type Row = Omit<Awaited<ReturnType<RosterRepository["vacant"]>>["rows"][number], "remaining">;

function common(r: Row) {
  return {
    shift: {
      id: r.shiftId,
      name: r.shiftName,
      shift_type: r.shiftType,
      bonus: Number(r.bonus),
      label_color: r.labelColor,
    },
    from: r.startsAt.toISOString(),
    to: r.endsAt.toISOString(),
    area_roles: { id: r.areaRoleId, name: r.roleName, area: { id: r.areaId, name: r.areaName } },
    type: r.shiftType,
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
      const from = readPeriodBound("from", query.from);
      const to = readPeriodBound("to", query.to);
      const filter: RosterFilter = { ...sidebarFields(query), endingAfter: now() };
      if (from || to) filter.windows = periodWindows(await repo.locationsOf(businessId, query.location_id), from, to);
      const order = { sort: query.sort, order: query.order };
      const slice = { offset: (query.page - 1) * query.length, limit: query.length };

      if (query.roster_type === "vacant_shifts") {
        const { rows, total } = await repo.vacant(businessId, filter, order, slice);
        const data = rows.map(
          (r): VacantRosterRow => ({
            ...common(r),
            slot_id: r.slotId,
            slot_type: r.slotType,
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
          status: r.status,
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
