/**
 * The root query key of everything built from shifts and bookings (the calendar, the shifts table, the
 * rosters, the timelines, a shift's slots). Each feature's keys start with it, so any shift or booking
 * write invalidates this one key and every such view refetches.
 */
export const SCHEDULE_KEY = ["shifts"] as const;
