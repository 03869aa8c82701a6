import type { CalendarEvent } from "@brigade/contract/calendar";
import type { ShiftItem } from "@brigade/contract/shifts";
import { ianaName } from "@brigade/contract/time-zones";

/** Whether any slot of the shift still has an open position. */
export const isVacant = (shift: ShiftItem) => shift.shift_time_slots.some((slot) => slot.remaining_slots > 0);

/**
 * The calendar title of the spec: "Vacant Shift - " while positions are open, " (Premium) *" for Premium.
 * One rule for the calendar's feed event (which says whether it is vacant) and a shift loaded in full (whose
 * slots say it), so the event and the panel it opens read the same. A draft (not yet published, so staff do not
 * see it) says so first, in the text a screen reader reads too.
 */
export function shiftTitle(shift: CalendarEvent | ShiftItem): string {
  const draft = "draft" in shift && shift.draft ? "Draft: " : "";
  const vacant = ("vacant" in shift ? shift.vacant : isVacant(shift)) ? "Vacant Shift - " : "";
  const premium = shift.shift_type === "Premium" ? " (Premium) *" : "";
  return `${draft}${vacant}${shift.name}${premium}`;
}

/** Positions held and offered over all slots and roles. */
export function positions(shift: ShiftItem): { filled: number; total: number } {
  let total = 0;
  let remaining = 0;
  for (const slot of shift.shift_time_slots) {
    for (const role of slot.area_roles) {
      total += role.capacity;
      remaining += role.remaining_slots;
    }
  }
  return { filled: total - remaining, total };
}

/** The IANA zone of a shift's location. */
export const shiftZone = (shift: ShiftItem) => ianaName(shift.location.time_zone);
