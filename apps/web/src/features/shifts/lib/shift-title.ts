import type { CalendarEvent } from "@brigade/contract/calendar";
import type { ShiftItem } from "@brigade/contract/shifts";
import { ianaName } from "@brigade/contract/time-zones";
import { i18next } from "../../../i18n";

/** Whether any slot of the shift still has an open position. */
export const isVacant = (shift: ShiftItem) => shift.shift_time_slots.some((slot) => slot.remaining_slots > 0);

/**
 * The calendar title of the spec: "Vacant Shift - " while positions are open, " (Premium) *" for Premium.
 * One rule for the calendar's feed event (which says whether it is vacant) and a shift loaded in full (whose
 * slots say it), so the event and the panel it opens read the same. A draft (not yet published, so staff do not
 * see it) says so first, in the text a screen reader reads too. In the app's language at the time of the call.
 */
export function shiftTitle(shift: CalendarEvent | ShiftItem): string {
  const t = i18next.t;
  let title = shift.name;
  if (shift.shift_type === "Premium") title = t("schedule:shiftTitle.premium", { title });
  if ("vacant" in shift ? shift.vacant : isVacant(shift)) title = t("schedule:shiftTitle.vacant", { title });
  if ("draft" in shift && shift.draft) title = t("schedule:shiftTitle.draft", { title });
  return title;
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
