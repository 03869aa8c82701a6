// The reads measured: each screen's request as the web app sends it, over the week and month containing today.
import { CALENDAR_MESSAGES } from "@brigade/contract/calendar";
import type { ChainInfo } from "./describe";

export type Endpoint = {
  key: number;
  label: string;
  path: string;
  /** The contract's refusal this read meets when the chain is too big for one answer: measured, not a failure. */
  bound?: string;
};

/** Today's date in a zone, as year, month (1-12) and day. */
function todayIn(timeZone: string, now = new Date()) {
  const parts: Record<string, number> = {};
  const format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  for (const p of format.formatToParts(now)) if (p.type !== "literal") parts[p.type] = Number(p.value);
  return { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1 };
}

/** DD-MM-YYYY of a UTC-midnight date (used as a plain calendar date). */
const dmy = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, "0")}-${String(d.getUTCMonth() + 1).padStart(2, "0")}-${d.getUTCFullYear()}`;

/** The week (Monday to Sunday), month and two months containing today in `timeZone`, as DD-MM-YYYY. */
export function periods(timeZone: string, now = new Date()) {
  const { year, month, day } = todayIn(timeZone, now);
  const today = new Date(Date.UTC(year, month - 1, day));
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  const first = new Date(Date.UTC(year, month - 1, 1));
  const last = new Date(Date.UTC(year, month, 0));
  const lastOfNext = new Date(Date.UTC(year, month + 1, 0));
  // The last whole month: its punches are all there (fill-time-and-cost.ts goes back 38 days).
  const firstOfLast = new Date(Date.UTC(year, month - 2, 1));
  const lastOfLast = new Date(Date.UTC(year, month - 1, 0));
  return {
    week: { from: dmy(monday), to: dmy(sunday) },
    lastMonth: { from: dmy(firstOfLast), to: dmy(lastOfLast) },
    month: { from: dmy(first), to: dmy(last) },
    twoMonths: { from: dmy(first), to: dmy(lastOfNext) },
  };
}

/** "One location" is the first in a zone with daylight-saving time (New York), so DST handling is in the path. */
export function oneLocation(info: ChainInfo): { id: number; name: string; timeZone: string } {
  const dst = ["America/New_York", "Europe/London", "Australia/Sydney", "America/Chicago", "Europe/Paris"];
  const found = info.locations.find((l) => dst.includes(l.timeZone)) ?? info.locations[0];
  if (!found) throw new Error("the chain has no location");
  return found;
}

/**
 * The calendar screen's read: its own lean feed where the server has one (GET /api/shift/calendar), else
 * shift/index in full, as the calendar read it before (f519f43).
 */
const calendarRead = (feed: boolean, query: string) =>
  feed ? `/api/shift/calendar?${query}` : `/api/shift/index?pagination=0&${query}`;

export function endpoints(info: ChainInfo, opts: { calendarFeed: boolean }, now = new Date()): Endpoint[] {
  const location = oneLocation(info);
  const L = location.id;
  const { week, month, twoMonths, lastMonth } = periods(location.timeZone, now);
  const feed = opts.calendarFeed;
  return [
    {
      key: 1,
      label: "vacant roster, one location",
      path: `/api/shift/all-shift-slots?roster_type=vacant_shifts&location_id=${L}&length=10`,
    },
    {
      key: 2,
      label: "schedule roster, all locations",
      path: "/api/shift/all-shift-slots?roster_type=schedule_shifts&length=10",
    },
    {
      key: 3,
      label: "calendar month, one location",
      path: calendarRead(feed, `location_id=${L}&from=${month.from}&to=${month.to}`),
    },
    {
      key: 4,
      label: "calendar month, all locations",
      path: calendarRead(feed, `from=${month.from}&to=${month.to}`),
    },
    {
      key: 5,
      label: "calendar two months, all locations",
      path: calendarRead(feed, `from=${twoMonths.from}&to=${twoMonths.to}`),
      // At full size two months of 50 locations hold about 67,000 shifts, over the calendar's bound.
      bound: CALENDAR_MESSAGES.tooManyEvents,
    },
    {
      key: 6,
      label: "employee timeline week, all locations",
      path: `/api/shift-timeline?from=${week.from}&to=${week.to}`,
    },
    {
      key: 7,
      label: "employee timeline week, one location",
      path: `/api/shift-timeline?from=${week.from}&to=${week.to}&location_id=${L}`,
    },
    {
      key: 8,
      label: "vacant employees week, one location",
      path: `/api/shift/employee/get-vacant-employees?from=${week.from}&to=${week.to}&location_id=${L}&length=10`,
    },
    { key: 9, label: "dashboard statistics", path: `/api/dashboard/stats-counts?location_id=${L}` },
    { key: 10, label: "location index", path: "/api/restaurant/location/index?paginated=false" },
    {
      key: 11,
      label: "shift/index month in full, one location",
      path: `/api/shift/index?pagination=0&location_id=${L}&from=${month.from}&to=${month.to}`,
    },
    ...assignCandidates(info),
    {
      key: 13,
      label: "labour cost week, one location",
      path: `/api/labour/cost?location_id=${L}&from=${week.from}&to=${week.to}`,
    },
    {
      key: 14,
      label: "timesheets last month, one location",
      path: `/api/timesheets?location_id=${L}&from=${lastMonth.from}&to=${lastMonth.to}`,
    },
    {
      key: 15,
      // The week view's read: each shift with who works it and what is open (an older server ignores crew=1).
      label: "calendar week with who works, all locations",
      path: calendarRead(feed, `from=${week.from}&to=${week.to}&crew=1`),
    },
    {
      key: 16,
      // Demand (issue 37): required against scheduled per role and quarter, the forecast included (an older server
      // answers 404).
      label: "staffing week, one location",
      path: `/api/locations/${L}/staffing?from=${week.from}&to=${week.to}`,
    },
    {
      key: 17,
      label: "labour % of sales week, one location",
      path: `/api/locations/${L}/labour-percent?from=${week.from}&to=${week.to}`,
    },
    {
      key: 18,
      // Fair workweek (issue 38): a posted location-week's change log, one page (an older server answers 404).
      label: "change log week, one location",
      path: `/api/compliance/changes?location_id=${L}&from=${week.from}&to=${week.to}&length=50`,
    },
  ];
}

/**
 * The Assign modal's candidate list for an open future position of the sample that has candidates (read before
 * the assignment load takes any): every active employee with the role, each with their fit, ordered by it.
 */
function assignCandidates(info: ChainInfo): Endpoint[] {
  const open = info.openPositions.find((p) => p.employeeIds.length > 0) ?? info.openPositions[0];
  if (!open) return [];
  const query = `slot_id=${open.slotId}&location_id=${open.locationId}&area_role_id=${open.areaRoleId}`;
  return [
    {
      key: 12,
      label: "assign candidates with fit, one slot",
      path: `/api/employee/team-member/area-role?${query}&employee_status=active_employee&length=6`,
    },
  ];
}
