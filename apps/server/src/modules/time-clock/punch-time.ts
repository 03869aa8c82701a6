import {
  CLIENT_CLOCK_SKEW_MS,
  OFFLINE_MARK_MS,
  OFFLINE_MAX_AGE_MS,
  type PunchFlag,
} from "@brigade/contract/time-clock";

/**
 * When a punch happened. The server's clock, unless the offline app sent the time it was taken: that is kept when
 * it is not in the future (a minute of clock skew allowed) and at most 12 hours old; more than two minutes before the
 * server received it, the punch is marked offline, so the approver sees that its time is the phone's word and the
 * payroll export carries the mark. Otherwise the server's time is used and the punch flagged client_time_ignored.
 */
export function punchTime(
  clientTime: Date | null | undefined,
  now: Date,
): { at: Date; offline: boolean; flags: PunchFlag[] } {
  if (!clientTime) return { at: now, offline: false, flags: [] };
  const age = now.getTime() - clientTime.getTime();
  if (age < -CLIENT_CLOCK_SKEW_MS || age > OFFLINE_MAX_AGE_MS)
    return { at: now, offline: false, flags: ["client_time_ignored"] };
  return { at: age < 0 ? now : clientTime, offline: age > OFFLINE_MARK_MS, flags: [] };
}
