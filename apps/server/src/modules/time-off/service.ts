import { clockMinutes } from "@brigade/contract/availability-time";
import { formatDayMonthYear } from "@brigade/contract/dates";
import { DECISION_MESSAGES } from "@brigade/contract/decisions";
import type { BookingStatus, UserRole } from "@brigade/contract/enums";
import { MEMBER_MESSAGES } from "@brigade/contract/member";
import { type Paginated, paginate } from "@brigade/contract/pagination";
import {
  TIME_OFF_MESSAGES as M,
  type TimeOffConflict,
  type TimeOffDecisionPayload,
  type TimeOffItem,
  type TimeOffQuery,
  type TimeOffRequest,
  timeOffDays,
  type timeOffDecisionBody,
  timeOffIsOver,
  timeOffSpan,
} from "@brigade/contract/time-off";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { pageUrl } from "../../lib/page-url";
import { EMPLOYEE_ASKED } from "../bookings";
import { presentConflict, presentTimeOff } from "./present";
import type { TimeOffRepository, TimeOffRow } from "./repository";

type Caller = { userId: number; businessId: number; role: UserRole };
type DecisionInput = z.output<typeof timeOffDecisionBody>;
type Repo = Pick<TimeOffRepository, "holdingBookings">;

const LIST_URL = "/api/employee/time-off";
const DAY_MS = 86_400_000;
const OPEN: readonly string[] = ["Pending", "Approved"];

/**
 * The requester's position-holding bookings that overlap the time off, each read in its own location's zone.
 * The query's window reaches a day past each end: every zone's days lie within it (UTC-12 to UTC+14).
 */
async function conflictsOf(repo: Repo, businessId: number, row: TimeOffRow, lock: boolean) {
  const days = timeOffDays(row);
  const utc = timeOffSpan(days, "UTC");
  const window = { from: new Date(utc.from.getTime() - DAY_MS), to: new Date(utc.to.getTime() + DAY_MS) };
  const rows = await repo.holdingBookings(businessId, row.employeeId, window, lock);
  return rows.filter((b) => {
    const span = timeOffSpan(days, b.timeZone);
    return b.startsAt.getTime() < span.to.getTime() && span.from.getTime() < b.endsAt.getTime();
  });
}

export function makeTimeOffService(repo: TimeOffRepository, clock: () => Date = () => new Date()) {
  /** The caller's employee record; a signed-in user without one (an owner, usually) has no time off to ask for. */
  async function employeeOf(caller: Caller) {
    const employee = await repo.employeeOfUser(caller.businessId, caller.userId);
    if (!employee) throw AppError.notFound(MEMBER_MESSAGES.noEmployeeRecord);
    return employee;
  }

  async function load(businessId: number, id: number): Promise<TimeOffItem> {
    const row = await repo.find(businessId, id);
    if (!row) throw AppError.notFound(M.notFound);
    return presentTimeOff(row);
  }

  return {
    /** A request of the caller's own, Pending until an owner or manager decides it. */
    async request(caller: Caller, body: TimeOffRequest): Promise<TimeOffItem> {
      const employee = await employeeOf(caller);
      if (timeOffIsOver(body.to_day, clock())) throw AppError.field("to_day", M.ended);
      const id = await repo.transaction(async (tx) => {
        const inserted = await tx.insert({
          businessId: caller.businessId,
          employeeId: employee.id,
          fromDay: body.from_day.toString(),
          toDay: body.to_day.toString(),
          fromMinute: body.from_time ? clockMinutes(body.from_time) : null,
          toMinute: body.to_time ? clockMinutes(body.to_time) : null,
          reason: body.reason,
          status: "Pending",
        });
        await tx.notifyRequested(caller.businessId, inserted, caller.userId);
        return inserted;
      });
      return load(caller.businessId, id);
    },

    /** Owners and managers see everyone's (or one employee's); a team member only their own, whatever they ask. */
    async list(caller: Caller, query: TimeOffQuery): Promise<Paginated<TimeOffItem>> {
      const employeeId = caller.role === "team_member" ? (await employeeOf(caller)).id : query.employee_id;
      const { page, length } = query;
      const { rows, total } = await repo.list(
        caller.businessId,
        { status: query.status, employeeId, fromDay: query.from?.toString(), toDay: query.to?.toString() },
        { offset: (page - 1) * length, limit: length },
      );
      const url = pageUrl(LIST_URL, {
        status: query.status,
        employee_id: caller.role === "team_member" ? undefined : query.employee_id,
        from: query.from ? formatDayMonthYear(query.from) : undefined,
        to: query.to ? formatDayMonthYear(query.to) : undefined,
        length,
      });
      return paginate(rows.map(presentTimeOff), total, { page, length }, url);
    },

    /** What an approval would clash with, for the deciding manager (or the requester) to see first. */
    async conflicts(caller: Caller, id: number): Promise<TimeOffConflict[]> {
      const row = await repo.find(caller.businessId, id);
      if (!row) throw AppError.notFound(M.notFound);
      if (caller.role === "team_member" && row.employeeUserId !== caller.userId)
        throw AppError.forbidden(M.onlyOwnOrManager);
      return (await conflictsOf(repo, caller.businessId, row, false)).map((b) => presentConflict(b, false));
    },

    /**
     * Approves or denies a Pending request in one transaction. The employee row is locked first, so an
     * assignment into the period (which takes it FOR SHARE) waits; with release_conflicts an approval
     * releases the clashing bookings exactly as a manager's unassign does (position back, event recorded).
     */
    async decide(caller: Caller, id: number, body: DecisionInput): Promise<TimeOffDecisionPayload> {
      const { businessId } = caller;
      const found = await repo.find(businessId, id);
      if (!found) throw AppError.notFound(M.notFound);
      const conflicts = await repo.transaction(async (tx) => {
        await tx.lockEmployee(businessId, found.employeeId);
        const row = await tx.lock(businessId, id);
        if (!row) throw AppError.notFound(M.notFound);
        // A manager with an employee record is staff too: their own time off is someone else's call.
        if (row.employeeUserId === caller.userId) throw AppError.forbidden(DECISION_MESSAGES.ownRequest);
        if (row.status !== "Pending") throw AppError.conflict(M.onlyPending);
        const release = body.status === "Approved" && body.release_conflicts;
        const clashes = await conflictsOf(tx, businessId, row, release);
        if (release) {
          for (const b of clashes) {
            const booking = { ...b, status: b.status as BookingStatus, employeeId: row.employeeId };
            const released = await tx.ledger.transition(businessId, booking, {
              to: "Released",
              by: "release",
              actorUserId: caller.userId,
              note: M.releasedNote,
              // The employee's own time off: their request, which owes no predictability pay.
              meta: EMPLOYEE_ASKED,
            });
            // The clashing bookings were read locked.
            if (!("moved" in released)) throw new Error("a locked booking could not be released");
          }
        }
        await tx.setStatus(businessId, id, {
          status: body.status,
          note: body.note,
          decidedBy: caller.userId,
          decidedAt: clock(),
        });
        await tx.notifyDecided(businessId, id);
        return clashes.map((b) => presentConflict(b, release));
      });
      return { time_off: await load(businessId, id), conflicts };
    },

    /** The requester withdraws their own request or approved time off, while it is not over. */
    async cancel(caller: Caller, id: number): Promise<TimeOffItem> {
      const { businessId } = caller;
      await repo.transaction(async (tx) => {
        const row = await tx.lock(businessId, id);
        if (!row) throw AppError.notFound(M.notFound);
        if (row.employeeUserId !== caller.userId) throw AppError.forbidden(M.cancelOnlyOwn);
        if (!OPEN.includes(row.status) || timeOffIsOver(timeOffDays(row).toDay, clock()))
          throw AppError.conflict(M.cancelOnlyOpen);
        await tx.setStatus(businessId, id, { status: "Cancelled" });
      });
      return load(businessId, id);
    },
  };
}
export type TimeOffService = ReturnType<typeof makeTimeOffService>;
