import { ASSIGN_MESSAGES } from "@brigade/contract/assignments";
import { dateIn } from "@brigade/contract/local-time";
import {
  defaultMemberPeriod,
  MEMBER_MESSAGES as M,
  type MemberPeriodQuery,
  type MyShiftItem,
  type OpenShiftItem,
} from "@brigade/contract/member";
import { type DayWindow, daysIn, type Place } from "@brigade/contract/periods";
import { SHIFT_MESSAGES } from "@brigade/contract/shift-rules";
import type { ShiftBookingItem } from "@brigade/contract/shifts";
import { describeTimeZone } from "@brigade/contract/time-zones";
import { AppError } from "../../lib/app-error";
import { refusingBookings } from "../bookings";
import { presentBooking } from "../shifts";
import type { MemberRepository } from "./repository";

type Caller = { userId: number; businessId: number };
type Ids = { shift_id: number; slot_id: number; area_role_id: number };

/**
 * The period as one window per location: given days from 00:00 of `from` to 00:00 after `to` in that
 * location's zone; a missing day defaults to this week's Monday or next week's Sunday there.
 */
function windowsOf(places: Place[], query: MemberPeriodQuery, now: Date): DayWindow[] {
  return places.map((p) => {
    const fallback = defaultMemberPeriod(dateIn(now, p.timeZone));
    return { locationId: p.id, ...daysIn(p.timeZone, query.from ?? fallback.from, query.to ?? fallback.to) };
  });
}

export function makeMemberService(repo: MemberRepository, clock: () => Date = () => new Date()) {
  /** The caller's employee record; a signed-in user without one (an owner, usually) has nothing to act on. */
  async function employeeOf(caller: Caller) {
    const employee = await repo.employeeOfUser(caller.businessId, caller.userId);
    if (!employee) throw AppError.notFound(M.noEmployeeRecord);
    return employee;
  }

  async function presentOwn(businessId: number, id: number): Promise<ShiftBookingItem> {
    const row = await repo.bookingItem(businessId, id);
    if (!row) throw AppError.notFound(M.bookingNotFound);
    return presentBooking(row);
  }

  return {
    /** The caller's bookings in every status in the period; none for a user without an employee record. */
    async myShifts(caller: Caller, query: MemberPeriodQuery): Promise<MyShiftItem[]> {
      const employee = await repo.employeeOfUser(caller.businessId, caller.userId);
      if (!employee) return [];
      const windows = windowsOf(await repo.locationsOf(caller.businessId), query, clock());
      const rows = await repo.bookingsOf(caller.businessId, employee.id, windows);
      return rows.map((r) => ({
        id: r.id,
        status: r.status,
        action_detail: r.actionDetail,
        shift_id: r.shiftId,
        slot_id: r.slotId,
        area_role_id: r.areaRoleId,
        from: r.startsAt.toISOString(),
        to: r.endsAt.toISOString(),
        shift: { id: r.shiftId, name: r.shiftName, label_color: r.labelColor },
        area_role: { id: r.areaRoleId, name: r.areaRoleName },
        location: { id: r.locationId, name: r.locationName, time_zone: describeTimeZone(r.timeZone, r.startsAt) },
      }));
    },

    /** Vacant positions of the caller's roles they could ask for: future, not overlapping, not yet asked. */
    async openShifts(caller: Caller, query: MemberPeriodQuery): Promise<OpenShiftItem[]> {
      const employee = await repo.employeeOfUser(caller.businessId, caller.userId);
      if (!employee) return [];
      const now = clock();
      const windows = windowsOf(await repo.locationsOf(caller.businessId), query, now);
      const positions = await repo.openPositions(caller.businessId, employee.id, windows, now);
      if (positions.length === 0) return [];
      // A position the member could not ask for (time off, maximum, rest, shifts per day) is not offered.
      const slotOf = (r: (typeof positions)[number]) => ({ from: r.startsAt, to: r.endsAt, timeZone: r.timeZone });
      const fits = await repo.loadFits(caller.businessId, [employee.id], positions.map(slotOf));
      const rows = positions.filter((r) => fits.refusal(employee.id, slotOf(r)) === null);
      return rows.map((r) => ({
        shift: { id: r.shiftId, name: r.shiftName, label_color: r.labelColor },
        slot: {
          id: r.slotId,
          from: r.startsAt.toISOString(),
          to: r.endsAt.toISOString(),
          type: r.slotType,
        },
        area_role: { id: r.areaRoleId, name: r.areaRoleName },
        location: { id: r.locationId, name: r.locationName, time_zone: describeTimeZone(r.timeZone, r.startsAt) },
        remaining_slots: r.remaining,
      }));
    },

    /**
     * A Pending request of the caller for a position. It takes no position (a manager's accept does); the
     * unique index keeps one open request per person and slot under concurrency. The self-service rules
     * (time off, weekly maximum, rest, shifts per day) are checked in the insert's transaction, with the
     * employee row held FOR SHARE so a time-off approval cannot commit between the check and the request.
     */
    async pickup(caller: Caller, body: Ids): Promise<ShiftBookingItem> {
      const { businessId } = caller;
      const employee = await employeeOf(caller);
      if (!(await repo.shiftExists(businessId, body.shift_id))) throw AppError.notFound(SHIFT_MESSAGES.notFound);
      const slot = await repo.findSlot(businessId, body.slot_id);
      if (!slot || slot.shiftId !== body.shift_id) throw AppError.notFound(ASSIGN_MESSAGES.slotNotFound);
      const remaining = await repo.remaining(businessId, slot.id, body.area_role_id);
      if (remaining === undefined) throw AppError.notFound(ASSIGN_MESSAGES.roleNotOnShift);
      if (employee.status !== "active_employee") throw AppError.field("employee", M.notActive);
      if (!(await repo.hasRole(businessId, employee.id, body.area_role_id)))
        throw AppError.field("area_role_id", M.lacksRole);
      if (slot.from.getTime() <= clock().getTime()) throw AppError.conflict(M.slotStarted);
      if (await repo.openRequestInSlot(businessId, employee.id, slot.id)) throw AppError.conflict(M.alreadyRequested);
      if (await repo.holdsOverlapping(businessId, employee.id, slot.id)) throw AppError.conflict(M.overlaps);
      if (remaining <= 0) throw AppError.conflict(M.slotFull);
      const id = await refusingBookings(
        () =>
          repo.transaction(async (tx) => {
            const values = { shiftId: body.shift_id, slotId: slot.id, areaRoleId: body.area_role_id };
            // Under the employee's lock: the self-service rules (time off, maximum, rest, shifts per day).
            const requested = await tx.ledger.request(
              businessId,
              { ...values, employeeId: employee.id },
              caller.userId,
              async () => (await tx.loadFits(businessId, [employee.id], [slot])).refusal(employee.id, slot),
            );
            if ("rejected" in requested) throw AppError.conflict(requested.rejected);
            await tx.notifyPickup(businessId, requested.bookingId, caller.userId);
            return requested.bookingId;
          }),
        (refusal) =>
          refusal === "inSlot"
            ? AppError.conflict(M.alreadyRequested)
            : refusal === "overlaps"
              ? AppError.conflict(M.overlaps)
              : undefined,
      );
      return presentOwn(businessId, id);
    },

    /** The caller's own Accepted, not yet started booking becomes Apply For Leave, with the reason. */
    async applyForLeave(caller: Caller, bookingId: number, reason: string): Promise<ShiftBookingItem> {
      const { businessId } = caller;
      const employee = await employeeOf(caller);
      const booking = await repo.ownBooking(businessId, employee.id, bookingId);
      if (!booking) throw AppError.notFound(M.bookingNotFound);
      if (booking.status !== "Accepted") throw AppError.conflict(M.leaveOnlyAccepted);
      const now = clock();
      if (booking.startsAt.getTime() <= now.getTime()) throw AppError.conflict(M.leaveStarted);
      // Only if it is still Accepted and not started, checked in the write itself.
      const changed = await repo.transaction((tx) =>
        tx.ledger.transition(businessId, booking, {
          to: "Apply For Leave",
          by: "member",
          actorUserId: caller.userId,
          note: reason,
          actionDetail: reason,
          notStartedAt: now,
        }),
      );
      // Only a concurrent change (a manager's action, a move) between the check and the write gets here.
      if (!("moved" in changed)) throw AppError.conflict(M.leaveOnlyAccepted);
      return presentOwn(businessId, booking.id);
    },

    /** The caller withdraws their own Pending pickup: the request is deleted, with its record. */
    async withdraw(caller: Caller, bookingId: number): Promise<{ id: number }> {
      const { businessId } = caller;
      const employee = await employeeOf(caller);
      const booking = await repo.ownBooking(businessId, employee.id, bookingId);
      if (!booking) throw AppError.notFound(M.bookingNotFound);
      if (booking.status !== "Pending" || !(await repo.ledger.withdraw(businessId, booking.id)))
        throw AppError.conflict(M.withdrawOnlyPending);
      return { id: booking.id };
    },
  };
}
export type MemberService = ReturnType<typeof makeMemberService>;
