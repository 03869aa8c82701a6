import { shortDateTimeIn } from "../../../lib/formats";

/** A time slot's option label: its from and to as DD MMM YY hh:mm A in the location's zone. */
export const slotLabel = (slot: { from: string; to: string }, timeZone: string): string =>
  `${shortDateTimeIn(slot.from, timeZone)} – ${shortDateTimeIn(slot.to, timeZone)}`;
