import { dayMonthYearIn } from "@brigade/contract/dates";
import type { LocationItem } from "@brigade/contract/locations";
import type { ShiftBookingItem, ShiftItem, ShiftSlotItem } from "@brigade/contract/shifts";
import { describeTimeZone } from "@brigade/contract/time-zones";
import { publicFileUrl } from "../../lib/uploads";
import type { BookingItemRow } from "../bookings";
import type { ShiftListRepository } from "./list-repository";

type Rows<K extends keyof ShiftListRepository> = Awaited<ReturnType<ShiftListRepository[K]>>;

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const group = map.get(key(row));
    if (group) group.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

type AreaItem = LocationItem["areas"][number];

/** Each location's areas with their roles, built once per answer rather than filtered again for every shift. */
function areasByLocation(places: Rows<"areasOfLocations">): Map<number, AreaItem[]> {
  const roles = groupBy(places.roles, (r) => r.areaId);
  const items = places.areas.map((a) => ({
    id: a.id,
    name: a.name,
    location_id: a.locationId,
    area_role: (roles.get(a.id) ?? []).map((r) => ({ id: r.id, name: r.name })),
  }));
  return groupBy(items, (a) => a.location_id);
}

function presentLocation(shift: Rows<"shiftsByIds">[number], areas: Map<number, AreaItem[]>): LocationItem {
  const lockDay = shift.lockDay;
  return {
    id: shift.locationId,
    name: shift.locationName,
    lock_day: lockDay,
    lock_date: lockDay,
    // The abbreviation in force when the shift starts (EST or EDT), which is what its times are read in.
    time_zone: describeTimeZone(shift.timeZone, shift.startsAt),
    areas: areas.get(shift.locationId) ?? [],
  };
}

function presentSlot(slot: Rows<"slotsOfShifts">[number], positions: Rows<"positionsOfShifts">): ShiftSlotItem {
  const roles = positions.map((p) => ({
    area_role_id: p.areaRoleId,
    capacity: p.capacity,
    remaining_slots: p.remaining,
  }));
  return {
    id: slot.id,
    from: slot.startsAt.toISOString(),
    to: slot.endsAt.toISOString(),
    type: slot.type,
    remaining_slots: roles.reduce((sum, r) => sum + r.remaining_slots, 0),
    area_roles: roles,
  };
}

/** A booking row as the contract's `shift_timeline` item. */
export function presentBooking(b: BookingItemRow): ShiftBookingItem {
  return {
    id: b.id,
    status: b.status,
    area_role_id: b.areaRoleId,
    employee_id: b.employeeId,
    slot_id: b.slotId,
    shift_id: b.shiftId,
    action_detail: b.actionDetail,
    from: b.startsAt.toISOString(),
    to: b.endsAt.toISOString(),
    employee: {
      id: b.employeeId,
      availability: b.availability,
      user: { name: b.name, email: b.email, avatar_path: publicFileUrl(b.avatarPath) },
    },
    area_role: { id: b.areaRoleId, name: b.areaRoleName },
  };
}

/** Shifts in full, in the order of `ids`: a fixed handful of queries whatever the number of shifts. */
export async function loadShifts(repo: ShiftListRepository, businessId: number, ids: number[]): Promise<ShiftItem[]> {
  if (ids.length === 0) return [];
  const rows = await repo.shiftsByIds(businessId, ids);
  const areas = areasByLocation(await repo.areasOfLocations(businessId, [...new Set(rows.map((r) => r.locationId))]));
  const roles = groupBy(await repo.rolesOfShifts(businessId, ids), (r) => r.shiftId);
  const slots = groupBy(await repo.slotsOfShifts(businessId, ids), (s) => s.shiftId);
  const positions = groupBy(await repo.positionsOfShifts(businessId, ids), (p) => p.slotId);
  const timeline = groupBy(await repo.bookingsOfShifts(businessId, ids), (b) => b.shiftId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const shift = byId.get(id);
    if (!shift) return [];
    return [
      {
        id: shift.id,
        name: shift.name,
        desc: shift.description,
        shift_type: shift.shiftType,
        bonus: Number(shift.bonus),
        label_color: shift.labelColor,
        location_id: shift.locationId,
        from: shift.startsAt.toISOString(),
        to: shift.endsAt.toISOString(),
        day: shift.day,
        interval: dayMonthYearIn(shift.startsAt, shift.timeZone),
        chunk: shift.chunk,
        location: presentLocation(shift, areas),
        area_roles: (roles.get(id) ?? []).map((r) => ({
          id: r.id,
          name: r.name,
          area_id: r.areaId,
          area_name: r.areaName,
          pivot: { role_count: r.roleCount },
        })),
        shift_time_slots: (slots.get(id) ?? []).map((s) => presentSlot(s, positions.get(s.id) ?? [])),
        shift_timeline: (timeline.get(id) ?? []).map(presentBooking),
      },
    ];
  });
}
