import type { NotificationShift } from "@brigade/contract/notifications";
import type { SwapItem } from "@brigade/contract/swaps";
import { describeTimeZone } from "@brigade/contract/time-zones";
import type { SwapRow } from "./list-repository";

// How a stored swap reads in the API and in the notifications it sends: instants in UTC, names as they are now.

const person = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

export function presentSwap(row: SwapRow): SwapItem {
  return {
    id: row.id,
    status: row.status,
    booking_id: row.bookingId,
    shift: { id: row.shiftId, name: row.shiftName, label_color: row.labelColor },
    slot: { id: row.slotId, from: row.startsAt.toISOString(), to: row.endsAt.toISOString() },
    area_role: { id: row.areaRoleId, name: row.areaRoleName },
    location: { id: row.locationId, name: row.locationName, time_zone: describeTimeZone(row.timeZone, row.startsAt) },
    offerer: { id: row.offererId, name: row.offererName },
    to_employee: person(row.toId, row.toName),
    taker: person(row.takerId, row.takerName),
    created_at: row.createdAt.toISOString(),
    accepted_at: row.acceptedAt ? row.acceptedAt.toISOString() : null,
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
    decided_by: person(row.decidedById, row.decidedByName),
  };
}

/** The offered shift as a notification keeps it (NotificationData.shift). */
export function notificationShiftOf(row: SwapRow): NotificationShift {
  return {
    shift_id: row.shiftId,
    name: row.shiftName,
    role: row.areaRoleName,
    location: row.locationName,
    time_zone: row.timeZone,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
}
