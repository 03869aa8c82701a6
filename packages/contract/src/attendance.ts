import type { Attendance } from "./time-clock";

// Attendance (time-and-cost.md, "Attendance"): what a position-holding booking's punches say, as of `now`.

export type AttendanceRules = { late_grace_minutes: number; no_show_minutes: number };
export type AttendancePunch = { inAt: number; flags: readonly string[] };

const MINUTE = 60_000;

/**
 * - pending: the slot has not started, or no clock-in yet and the no-show time has not passed;
 * - no_show: no clock-in by start + no_show_minutes;
 * - missed_clock_out: a punch of it was left open and closed by the server (it needs a manager's look first);
 * - late: the first clock-in after start + late_grace_minutes;
 * - on_time: otherwise.
 */
export function attendanceOf(
  slot: { startsAt: number },
  punches: readonly AttendancePunch[],
  now: number,
  rules: AttendanceRules,
): Attendance {
  if (punches.length === 0) {
    if (now < slot.startsAt) return "pending";
    return now >= slot.startsAt + rules.no_show_minutes * MINUTE ? "no_show" : "pending";
  }
  if (punches.some((p) => p.flags.includes("missed_clock_out"))) return "missed_clock_out";
  const first = Math.min(...punches.map((p) => p.inAt));
  return first > slot.startsAt + rules.late_grace_minutes * MINUTE ? "late" : "on_time";
}

/** Whether a clock-in at `at` is allowed for a slot: from early_clock_in_minutes before its start until its end. */
export function clockInWindow(
  slot: { startsAt: number; endsAt: number },
  earlyMinutes: number,
): { opensAt: number; closesAt: number } {
  return { opensAt: slot.startsAt - earlyMinutes * MINUTE, closesAt: slot.endsAt };
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in meters (haversine). */
export function distanceM(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The most of a phone's stated accuracy that widens its position. A phone with a GPS fix reports 5 to 50 m, and
 * indoors on Wi-Fi or cell towers up to about 100 m; beyond that the position is a guess (a cell tower's reach is
 * kilometres), and crediting it in full let any position within 100 km count as inside the circle.
 */
export const MAX_CREDITED_ACCURACY_M = 100;

/** Whether the phone says its position is vaguer than the accuracy credited: flagged low_accuracy, never inside. */
export const tooVague = (phone: { latitude?: number | null; accuracy_m?: number | null }): boolean =>
  phone.latitude != null && (phone.accuracy_m ?? 0) > MAX_CREDITED_ACCURACY_M;

export type GeoCheck = "inside" | "outside_geofence" | "no_location" | "unchecked";

/**
 * Where a punch was taken against the location's circle: the phone's position widened by its accuracy (at most
 * MAX_CREDITED_ACCURACY_M) counts as inside when the two circles touch. A location without a circle is not checked.
 */
export function geofenceCheck(
  location: { latitude: number | null; longitude: number | null; geofenceM: number | null },
  phone: { latitude?: number | null; longitude?: number | null; accuracy_m?: number | null },
): GeoCheck {
  if (location.latitude === null || location.longitude === null || location.geofenceM === null) return "unchecked";
  if (phone.latitude == null || phone.longitude == null) return "no_location";
  const distance = distanceM(
    { latitude: location.latitude, longitude: location.longitude },
    { latitude: phone.latitude, longitude: phone.longitude },
  );
  const credited = Math.min(phone.accuracy_m ?? 0, MAX_CREDITED_ACCURACY_M);
  return distance - credited <= location.geofenceM ? "inside" : "outside_geofence";
}
