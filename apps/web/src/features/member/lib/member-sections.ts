import { type BookingStatus, HOLDING_STATUSES } from "@brigade/contract/enums";
import type { MyShiftItem } from "@brigade/contract/member";
import { i18next } from "../../../i18n";

// Which of the member's bookings show where: shifts they work under My schedule, requests and their
// outcomes under My requests (a leave request shows in both while the position is still theirs).

/** Upcoming shifts whose position the member holds (not yet over), earliest first. */
export const scheduleItems = (items: MyShiftItem[], now: Date): MyShiftItem[] =>
  items.filter((i) => HOLDING_STATUSES.includes(i.status) && new Date(i.to).getTime() > now.getTime());

/** Pickup requests and leave requests, with what became of them: those still ahead first, then the past ones. */
export function requestItems(items: MyShiftItem[], now: Date): MyShiftItem[] {
  const requests = items.filter((i) => i.status !== "Accepted");
  const over = (i: MyShiftItem) => new Date(i.to).getTime() <= now.getTime();
  return [...requests.filter((i) => !over(i)), ...requests.filter(over)];
}

/** Only an Accepted shift that has not started may be given up with a leave request. */
export const canApplyForLeave = (item: MyShiftItem, now: Date): boolean =>
  item.status === "Accepted" && new Date(item.from).getTime() > now.getTime();

const PICKUP_STATUSES: readonly BookingStatus[] = ["Pending", "Rejected"];

/** What kind of request a booking is, by its status, in the app's language. */
export const requestKind = (status: BookingStatus): string =>
  i18next.t(PICKUP_STATUSES.includes(status) ? "member:myRequests.pickupKind" : "member:myRequests.leaveKind");

/** A shift as the member works it: its booked time slots (two or more when the shift is split), earliest first. */
export type ShiftGroup = { key: string; items: MyShiftItem[] };

/**
 * The member's bookings, one group per shift and role: a shift split into time slots reads as one shift with its
 * slots, not as as many shifts. Groups keep the order of their first slot.
 */
export function groupBySlots(items: MyShiftItem[]): ShiftGroup[] {
  const groups = new Map<string, MyShiftItem[]>();
  for (const item of items) {
    const key = `${item.shift_id}:${item.area_role_id}`;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].map(([key, slots]) => ({
    key,
    items: slots.sort((a, b) => Date.parse(a.from) - Date.parse(b.from)),
  }));
}

/** Requests split by whether their shift is over: those still ahead, and the past ones (most recent first). */
export function splitRequests(items: MyShiftItem[], now: Date): { upcoming: MyShiftItem[]; past: MyShiftItem[] } {
  const over = (i: MyShiftItem) => new Date(i.to).getTime() <= now.getTime();
  return {
    upcoming: items.filter((i) => !over(i)),
    past: items.filter(over).sort((a, b) => Date.parse(b.from) - Date.parse(a.from)),
  };
}
