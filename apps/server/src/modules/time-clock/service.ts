import { attendanceOf, clockInWindow, geofenceCheck, tooVague } from "@brigade/contract/attendance";
import type { UserRole } from "@brigade/contract/enums";
import { dateIn } from "@brigade/contract/local-time";
import { MEMBER_MESSAGES } from "@brigade/contract/member";
import { MESSAGES, requiredMessage } from "@brigade/contract/messages";
import {
  type ClockActionBody,
  type ClockInBody,
  CLOCK_MESSAGES as M,
  type PunchFlag,
  type PunchItem,
  type PunchSource,
} from "@brigade/contract/time-clock";
import type { WorkRules } from "@brigade/contract/work-rules";
import { AppError } from "../../lib/app-error";
import { onBreak, presentPunch, type StoredPunch } from "./punch-read-repository";
import { punchTime } from "./punch-time";
import type { ClockBooking, ClockRepository, Place } from "./repository";

type Caller = { userId: number; businessId: number; role: UserRole };
/** Who punches, and from where: the app (their phone, position checked) or a location's kiosk. */
export type Puncher = { businessId: number; employeeId: number; source: PunchSource; kioskLocationId?: number };
type Repo = Omit<ClockRepository, "transaction">;

const HOUR = 3600_000;

/** The flags (or the refusal) of a position against a location's circle, as the work rule says. */
function geofenceFlags(rules: WorkRules, place: Place, body: ClockActionBody, mayBlock: boolean): PunchFlag[] {
  if (rules.geofence_mode === "off") return [];
  const check = geofenceCheck(place, body);
  if (check === "unchecked") return [];
  // A position vaguer than the accuracy credited is no usable position: flagged low_accuracy (or refused) so the
  // approver sees why, and a blocking location does not take it.
  const flags: PunchFlag[] = [
    ...(check === "inside" ? [] : [check]),
    ...(check !== "no_location" && tooVague(body) ? (["low_accuracy"] as const) : []),
  ];
  if (flags.length === 0) return [];
  if (rules.geofence_mode === "block" && mayBlock) throw AppError.conflict(M.notAtLocation);
  return flags;
}

/** The time clock (time-and-cost.md, "Time clock"): four actions on an employee's one open punch. */
export function makeClockService(repo: ClockRepository, clock: () => Date = () => new Date()) {
  async function employeeOf(caller: Caller): Promise<Puncher> {
    const employee = await repo.employeeOfUser(caller.businessId, caller.userId);
    if (!employee) throw AppError.notFound(MEMBER_MESSAGES.noEmployeeRecord);
    return { businessId: caller.businessId, employeeId: employee.id, source: "app" };
  }

  async function attendanceFor(tx: Repo, who: Puncher, bookingId: number | null, rules: WorkRules, now: Date) {
    if (bookingId === null) return null;
    const booking = await tx.booking(who.businessId, bookingId);
    if (!booking) return null;
    const punches = await tx.punchesOfBookings(who.businessId, [bookingId]);
    return attendanceOf(
      { startsAt: booking.startsAt.getTime() },
      punches.map((p) => ({ inAt: p.inAt.getTime(), flags: p.flags })),
      now.getTime(),
      rules,
    );
  }

  /** The booking a clock-in is for: the one named, or the employee's first that can be clocked into at `at`. */
  async function bookingFor(tx: Repo, who: Puncher, body: ClockInBody, at: Date, rules: WorkRules) {
    const early = rules.early_clock_in_minutes;
    if (body.booking_id) {
      const booking = await tx.booking(who.businessId, body.booking_id);
      if (!booking || booking.employeeId !== who.employeeId) throw AppError.notFound(M.bookingNotFound);
      if (!booking.holds) throw AppError.conflict(M.notHolding);
      const window = clockInWindow({ startsAt: booking.startsAt.getTime(), endsAt: booking.endsAt.getTime() }, early);
      if (at.getTime() < window.opensAt) throw AppError.conflict(M.tooEarly);
      if (at.getTime() >= window.closesAt) throw AppError.conflict(M.shiftOver);
      return booking;
    }
    // Today's and the coming hours' positions (at the kiosk's location only, from a kiosk).
    const near = (
      await tx.holdingBookings(who.businessId, who.employeeId, at, new Date(at.getTime() + 24 * HOUR))
    ).filter((b) => who.kioskLocationId === undefined || b.locationId === who.kioskLocationId);
    const open = near.find((b) => at.getTime() >= clockInWindow(timesOf(b), early).opensAt);
    if (open) return open;
    if (rules.allow_unscheduled_punches) return null;
    if (near.length > 0) throw AppError.conflict(M.tooEarly);
    throw AppError.conflict(M.noShift);
  }

  async function clockIn(who: Puncher, body: ClockInBody): Promise<PunchItem> {
    const now = clock();
    const { at, offline, flags } = punchTime(body.client_time, now);
    const rules = await repo.workRules(who.businessId);
    return repo.transaction(async (tx) => {
      await tx.lockEmployee(who.businessId, who.employeeId);
      if (await tx.openPunch(who.businessId, who.employeeId)) throw AppError.conflict(M.alreadyIn);
      const booking = await bookingFor(tx, who, body, at, rules);
      const locationId = booking?.locationId ?? who.kioskLocationId ?? body.location_id;
      if (!locationId) throw AppError.field("location_id", requiredMessage.said("location"));
      const place = await tx.place(who.businessId, locationId);
      if (!place) throw AppError.notFound(MESSAGES.locationNotFound);
      const placeFlags = who.source === "app" ? geofenceFlags(rules, place, body, true) : [];
      const id = await tx.insertPunch(who.businessId, {
        employeeId: who.employeeId,
        bookingId: booking?.id ?? null,
        locationId,
        inAt: at,
        flags: [...flags, ...placeFlags, ...(booking ? [] : (["unscheduled"] as const))],
        offline,
        source: who.source,
      });
      const punch = await tx.punch(who.businessId, id);
      if (!punch) throw new Error("the new punch is gone");
      return presentPunch(punch, await attendanceFor(tx, who, punch.bookingId, rules, now));
    });
  }

  type Change = (punch: StoredPunch, at: Date) => Pick<StoredPunch, "outAt" | "breaks">;

  /** Applies one action to the open punch, at its time, under the employee's lock. */
  async function act(who: Puncher, body: ClockActionBody, change: Change): Promise<PunchItem> {
    const now = clock();
    const { at, offline, flags } = punchTime(body.client_time, now);
    const rules = await repo.workRules(who.businessId);
    return repo.transaction(async (tx) => {
      await tx.lockEmployee(who.businessId, who.employeeId);
      const punch = await tx.openPunch(who.businessId, who.employeeId, true);
      if (!punch) throw AppError.conflict(M.notIn);
      const last = Math.max(
        punch.inAt.getTime(),
        ...punch.breaks.flatMap((b) => [b.startAt.getTime(), b.endAt?.getTime() ?? 0]),
      );
      if (at.getTime() <= last) throw AppError.conflict(M.beforeLast);
      const next = change(punch, at);
      const place = await tx.place(who.businessId, punch.locationId);
      const placeFlags = place && who.source === "app" ? geofenceFlags(rules, place, body, false) : [];
      await tx.updatePunch(who.businessId, punch.id, {
        outAt: next.outAt,
        breaks: next.breaks,
        flags: [...punch.flags, ...flags, ...placeFlags],
        offline,
      });
      const saved = await tx.punch(who.businessId, punch.id);
      if (!saved) throw new Error("the punch is gone");
      return presentPunch(saved, await attendanceFor(tx, who, saved.bookingId, rules, now));
    });
  }

  const breakStart: Change = (punch, at) => {
    if (onBreak(punch)) throw AppError.conflict(M.alreadyOnBreak);
    return { outAt: null, breaks: [...punch.breaks, { startAt: at, endAt: null }] };
  };
  const breakEnd: Change = (punch, at) => {
    if (!onBreak(punch)) throw AppError.conflict(M.notOnBreak);
    return { outAt: null, breaks: punch.breaks.map((b) => (b.endAt === null ? { ...b, endAt: at } : b)) };
  };
  const clockOut: Change = (punch, at) => ({
    outAt: at,
    breaks: punch.breaks.map((b) => (b.endAt === null ? { ...b, endAt: at } : b)),
  });

  const actions = {
    clockIn,
    breakStart: (who: Puncher, body: ClockActionBody) => act(who, body, breakStart),
    breakEnd: (who: Puncher, body: ClockActionBody) => act(who, body, breakEnd),
    clockOut: (who: Puncher, body: ClockActionBody) => act(who, body, clockOut),
  };

  return {
    actions,
    employeeOf,

    /** The open punch, and the positions of today and tomorrow (and any still running) with whether each opens now. */
    async status(caller: Caller) {
      const who = await employeeOf(caller);
      const now = clock();
      const rules = await repo.workRules(caller.businessId);
      const punch = await repo.openPunch(caller.businessId, who.employeeId);
      const bookings = await repo.holdingBookings(
        caller.businessId,
        who.employeeId,
        new Date(now.getTime() - 24 * HOUR),
        new Date(now.getTime() + 72 * HOUR),
      );
      const shown = bookings.filter((b) => isTodayOrTomorrow(b, now) || (b.startsAt <= now && b.endsAt > now));
      const punches = await repo.punchesOfBookings(
        caller.businessId,
        shown.map((b) => b.id),
      );
      return {
        punch: punch ? presentPunch(punch, await attendanceFor(repo, who, punch.bookingId, rules, now)) : null,
        on_break: punch ? onBreak(punch) : false,
        bookings: shown.map((b) => {
          const window = clockInWindow(timesOf(b), rules.early_clock_in_minutes);
          const own = punches.filter((p) => p.bookingId === b.id);
          return {
            booking_id: b.id,
            shift_id: b.shiftId,
            shift_name: b.shiftName,
            area_role_name: b.areaRoleName,
            location_id: b.locationId,
            location_name: b.locationName,
            time_zone: b.timeZone,
            from: b.startsAt.toISOString(),
            to: b.endsAt.toISOString(),
            opens_at: new Date(window.opensAt).toISOString(),
            can_clock_in: !punch && now.getTime() >= window.opensAt && now.getTime() < window.closesAt,
            attendance: attendanceOf(
              { startsAt: b.startsAt.getTime() },
              own.map((p) => ({ inAt: p.inAt.getTime(), flags: p.flags })),
              now.getTime(),
              rules,
            ),
          };
        }),
        server_time: now.toISOString(),
      };
    },
  };
}
export type ClockService = ReturnType<typeof makeClockService>;

const timesOf = (b: ClockBooking) => ({ startsAt: b.startsAt.getTime(), endsAt: b.endsAt.getTime() });

/** Whether a booking starts today or tomorrow in its location's zone. */
function isTodayOrTomorrow(b: ClockBooking, now: Date): boolean {
  const today = dateIn(now, b.timeZone);
  const starts = dateIn(b.startsAt, b.timeZone);
  return starts.equals(today) || starts.equals(today.add({ days: 1 }));
}
