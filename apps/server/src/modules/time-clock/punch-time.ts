import { CLIENT_CLOCK_SKEW_MS, OFFLINE_MAX_AGE_MS, type PunchFlag } from "@brigade/contract/time-clock";

/**
 * When a punch happened. The server's clock, unless the offline app sent the time it was taken: that is kept when
 * it is not in the future (a minute of clock skew allowed) and at most 12 hours old, and the punch is marked
 * offline; otherwise the server's time is used and the punch flagged client_time_ignored.
 */
export function punchTime(
  clientTime: Date | null | undefined,
  now: Date,
): { at: Date; offline: boolean; flags: PunchFlag[] } {
  if (!clientTime) return { at: now, offline: false, flags: [] };
  const age = now.getTime() - clientTime.getTime();
  if (age < -CLIENT_CLOCK_SKEW_MS || age > OFFLINE_MAX_AGE_MS)
    return { at: now, offline: false, flags: ["client_time_ignored"] };
  return { at: age < 0 ? now : clientTime, offline: true, flags: [] };
}
