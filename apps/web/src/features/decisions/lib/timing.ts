import { clockIn } from "../../../lib/formats";

/** "hh:mm A - hh:mm A" of a slot in its location's zone. */
export const timing = (from: string, to: string, timeZone: string): string =>
  `${clockIn(from, timeZone)} - ${clockIn(to, timeZone)}`;
