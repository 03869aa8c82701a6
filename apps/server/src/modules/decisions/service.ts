import { ASSIGN_MESSAGES } from "@brigade/contract/assignments";
import type { BookingRefusal } from "@brigade/contract/bookings";
import { dayMonthYearIn } from "@brigade/contract/dates";
import {
  type BookingEventItem,
  DECIDED_MESSAGES,
  decisionTarget,
  isExpiredRequest,
  DECISION_MESSAGES as M,
  type RequestListingItem,
  type RequestListingQuery,
  type ShiftActionResult,
} from "@brigade/contract/decisions";
import type { BookingStatus } from "@brigade/contract/enums";
import { type ChangeNoteBody, changeNoteOf } from "@brigade/contract/fair-workweek/change-note";
import type { Message } from "@brigade/contract/i18n/template";
import { MESSAGES } from "@brigade/contract/messages";
import { REQUEST_DECIDED_STATUS } from "@brigade/contract/notifications";
import { type Paginated, paginate } from "@brigade/contract/pagination";
import { weekdayIn } from "@brigade/contract/slots";
import { TIME_OFF_MESSAGES } from "@brigade/contract/time-off";
import { describeTimeZone } from "@brigade/contract/time-zones";
import { AppError } from "../../lib/app-error";
import { DryRunRollback, dryRun } from "../../lib/dry-run";
import { pageUrl } from "../../lib/page-url";
import { publicFileUrl } from "../../lib/uploads";
import { type LoggedChange, refusingBookings } from "../bookings";
import type { DecisionRepository } from "./repository";

type Caller = { userId: number; businessId: number };
type Decision = {
  status: BookingStatus;
  employee_id?: number;
  area_role_id?: number;
  shift_id?: number;
  slot_id?: number;
  action_detail?: string | null;
} & ChangeNoteBody;

/** What stops a pickup from being accepted now, as the Assign modal would say it (the rest was checked before). */
function decisionRefusal(refusal: BookingRefusal): AppError {
  if (refusal === "timeOff") return AppError.conflict(TIME_OFF_MESSAGES.hasTimeOff);
  if (refusal === "overlaps") return AppError.conflict(ASSIGN_MESSAGES.overlaps);
  return AppError.conflict(ASSIGN_MESSAGES.slotFull);
}

const LISTING_URL = "/api/shift/employee/bookings";

/** The ids a client may send along must be the booking's own: a mismatch means it decides on the wrong thing. */
function checkMatches(
  body: Decision,
  booking: { employeeId: number; areaRoleId: number; shiftId: number; slotId: number },
) {
  const pairs = [
    ["employee_id", body.employee_id, booking.employeeId, "employee"],
    ["area_role_id", body.area_role_id, booking.areaRoleId, "area role"],
    ["shift_id", body.shift_id, booking.shiftId, "shift"],
    ["slot_id", body.slot_id, booking.slotId, "time slot"],
  ] as const;
  for (const [field, given, actual, label] of pairs) {
    if (given !== undefined && given !== actual) throw AppError.field(field, M.mismatch.said(label));
  }
}

/** One request of a bulk decision: its new status, or the message the single decision would have answered. */
export type BulkOutcome = { id: number; ok: true; status: BookingStatus } | { id: number; ok: false; message: Message };

export function makeDecisionService(repo: DecisionRepository, clock: () => Date = () => new Date()) {
  /**
   * Decides on a booking in one transaction, the booking row locked, through the bookings ledger: accepting a
   * pickup takes a position, approving a leave gives it back, and the event is recorded.
   * A refusal anywhere rolls everything back.
   */
  async function decide(
    caller: Caller,
    id: number,
    body: Decision,
    dry = false,
  ): Promise<{ message: string; payload: ShiftActionResult }> {
    const { businessId } = caller;
    const { target: status, unassigned } = await refusingBookings(
      () =>
        repo.transaction(async (tx) => {
          const booking = await tx.lockBooking(businessId, id);
          if (!booking) throw AppError.notFound(M.bookingNotFound);
          checkMatches(body, booking);
          // A manager with an employee record is staff too: their own requests are someone else's call.
          if (booking.employeeUserId === caller.userId) throw AppError.forbidden(M.ownRequest);
          const target = decisionTarget(booking.status, body.status);
          if (!target) throw AppError.conflict(M.refused.said(booking.status, body.status));
          if (target === "Accepted") {
            // Things may have changed since the member asked: recheck what a pickup needed.
            if (!booking.employeeActive) throw AppError.conflict(M.employeeNotActive);
            if (!booking.holdsRole) throw AppError.conflict(M.employeeLacksRole);
            const asked = { status: booking.status, startsAt: booking.slotStartsAt };
            if (isExpiredRequest(asked, clock())) throw AppError.conflict(M.slotStarted);
          }
          // Accepting takes a position under the ledger's hard rules; a release gives it back.
          const moved = await tx.ledger.transition(businessId, booking, {
            to: target,
            by: "decision",
            actorUserId: caller.userId,
            note: body.action_detail ?? null,
            meta: changeNoteOf(body),
          });
          if ("refused" in moved) throw decisionRefusal(moved.refused);
          // The booking is locked: nothing else can have changed its status.
          if ("stale" in moved) throw new Error("a locked booking changed status");
          // A decided request tells its requester (an accepted pickup is only this, not also shift_assigned);
          // a manager's unassignment is not a request and has no kind of its own.
          if (booking.status !== "Accepted") await tx.notifyDecided(businessId, id, REQUEST_DECIDED_STATUS[target]);
          if (dry) throw new DryRunRollback(await tx.ledger.changesWrittenHere(businessId));
          return { target, unassigned: booking.status === "Accepted" };
        }),
      // A concurrent booking of the same employee or the last position, caught by the database itself.
      decisionRefusal,
    );
    return { message: unassigned ? M.unassigned : DECIDED_MESSAGES[status], payload: { id, status } };
  }

  return {
    decide: (caller: Caller, id: number, body: Decision) => decide(caller, id, body),

    /** The decision made and undone: the change log's rows it would write (dry_run). */
    previewDecide: (caller: Caller, id: number, body: Decision) =>
      dryRun<LoggedChange[]>(() => decide(caller, id, body, true)),

    /**
     * The same decision on each request, one after the other, each through `decide` in its own transaction: a
     * refusal (the slot full or started, another business's id) is that request's outcome and undoes no other.
     */
    async decideMany(
      caller: Caller,
      body: { ids: number[]; status: BookingStatus },
    ): Promise<{ message: Message; payload: BulkOutcome[] }> {
      const outcomes: BulkOutcome[] = [];
      for (const id of body.ids) {
        try {
          const { payload } = await decide(caller, id, { status: body.status });
          outcomes.push({ id, ok: true, status: payload.status });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          outcomes.push({ id, ok: false, message: error.said });
        }
      }
      const decided = outcomes.filter((o) => o.ok).length;
      return { message: M.bulk.summary.said(decided, outcomes.length - decided), payload: outcomes };
    },

    /** Every recorded decision on the booking, oldest first. */
    async events(caller: Caller, id: number): Promise<BookingEventItem[]> {
      if (!(await repo.bookingExists(caller.businessId, id))) throw AppError.notFound(M.bookingNotFound);
      const rows = await repo.events(caller.businessId, id);
      return rows.map((r) => ({
        id: r.id,
        from_status: r.fromStatus,
        to_status: r.toStatus,
        note: r.note,
        at: r.at.toISOString(),
        actor: r.actorId !== null && r.actorName !== null ? { id: r.actorId, name: r.actorName } : null,
      }));
    },

    /** One page of the business's bookings in a status (the requests listing). */
    async requests(caller: Caller, query: RequestListingQuery): Promise<Paginated<RequestListingItem>> {
      const { businessId } = caller;
      if (query.location_id !== undefined && !(await repo.locationExists(businessId, query.location_id)))
        throw AppError.notFound(MESSAGES.locationNotFound);
      const { page, length } = query;
      // One instant for the whole page: the `when` split and every item's `expired` agree.
      const now = clock();
      const { rows, total } = await repo.requests(
        businessId,
        { status: query.status, locationId: query.location_id, when: query.when, now },
        { sort: query.sort, order: query.order },
        { offset: (page - 1) * length, limit: length },
      );
      const data = rows.map(
        (r): RequestListingItem => ({
          id: r.id,
          status: r.status,
          shift_id: r.shiftId,
          slot_id: r.slotId,
          area_role_id: r.areaRoleId,
          employee_id: r.employeeId,
          employee: {
            id: r.employeeId,
            user: { name: r.name, email: r.email, avatar_path: publicFileUrl(r.avatarPath) },
          },
          shift: { id: r.shiftId, name: r.shiftName },
          day: weekdayIn(r.startsAt, r.timeZone),
          date: dayMonthYearIn(r.startsAt, r.timeZone),
          location: { id: r.locationId, name: r.locationName, time_zone: describeTimeZone(r.timeZone, r.startsAt) },
          area_role: { id: r.areaRoleId, name: r.roleName, area: { id: r.areaId, name: r.areaName } },
          from: r.startsAt.toISOString(),
          to: r.endsAt.toISOString(),
          action_detail: r.actionDetail,
          expired: isExpiredRequest({ status: r.status, startsAt: r.startsAt }, now),
        }),
      );
      const url = pageUrl(LISTING_URL, {
        status: query.status,
        location_id: query.location_id,
        length,
        sort: query.sort,
        order: query.order,
        when: query.when,
      });
      return paginate(data, total, { page, length }, url);
    },
  };
}
export type DecisionService = ReturnType<typeof makeDecisionService>;
