import {
  type EligibleEmployeeItem,
  type EligibleEmployeesQuery,
  ASSIGN_MESSAGES as M,
  MAX_FIT_ORDERED_CANDIDATES as MAX_ORDERED,
} from "@brigade/contract/assignments";
import type { BookingRefusal } from "@brigade/contract/bookings";
import { type ChangeNoteBody, changeNoteOf } from "@brigade/contract/fair-workweek/change-note";
import { FAIR_WORKWEEK_MESSAGES } from "@brigade/contract/fair-workweek/messages";
import { type CandidateFit, compareCandidates } from "@brigade/contract/fit";
import { weekContaining } from "@brigade/contract/local-time";
import { MESSAGES } from "@brigade/contract/messages";
import { type Paginated, paginate } from "@brigade/contract/pagination";
import { SHIFT_MESSAGES } from "@brigade/contract/shift-rules";
import type { ShiftBookingItem } from "@brigade/contract/shifts";
import { TIME_OFF_MESSAGES } from "@brigade/contract/time-off";
import { AppError } from "../../lib/app-error";
import { DryRunRollback, dryRun } from "../../lib/dry-run";
import { pageUrl } from "../../lib/page-url";
import { type Assignment, type LoggedChange, refusingBookings, type ShortRest } from "../bookings";
import { presentBooking } from "../shifts";
import type { AssignmentRepository } from "./repository";

type Caller = { userId: number; businessId: number };

const ELIGIBLE_URL = "/api/employee/team-member/area-role";

/** The ledger's refusal of a manager's assignment, in the order a person fixes them, each with its own message. */
function assignRefusal(refusal: BookingRefusal): AppError {
  switch (refusal) {
    case "shiftNotFound":
      return AppError.notFound(SHIFT_MESSAGES.notFound);
    case "slotNotFound":
      return AppError.notFound(M.slotNotFound);
    case "roleNotOnShift":
      return AppError.notFound(M.roleNotOnShift);
    case "employeeNotFound":
      return AppError.notFound(M.employeeNotFound);
    case "employeeNotActive":
      return AppError.field("employee_id", M.employeeNotActive);
    case "lacksRole":
      return AppError.field("employee_id", M.employeeLacksRole);
    // Approved time off is hard even for a manager.
    case "timeOff":
      return AppError.conflict(TIME_OFF_MESSAGES.hasTimeOff);
    case "inSlot":
      return AppError.conflict(M.alreadyInSlot);
    case "overlaps":
      return AppError.conflict(M.overlaps);
    // A manager may assign a slot that started; the ledger refuses it only when asked to.
    case "started":
    case "slotFull":
      return AppError.conflict(M.slotFull);
    // A short rest is answered by restRefusal, which has the employee's name; never here.
    case "restConsent":
      throw new Error("a refused short rest comes with its rest, for restRefusal");
  }
}

/** The 409 of a short rest the employee has not agreed to, or declined where the pack lets them (fair-workweek.md). */
const restRefusal = (rest: ShortRest, name: string): AppError =>
  AppError.conflict(
    rest.declined
      ? FAIR_WORKWEEK_MESSAGES.restDeclined.said(name)
      : FAIR_WORKWEEK_MESSAGES.restNeedsConsent.said(rest.hours, name),
  );

const asCandidate = (item: { user: { name: string }; fit: CandidateFit }) => ({ name: item.user.name, fit: item.fit });

export function makeAssignmentService(repo: AssignmentRepository) {
  async function findShift(businessId: number, id: number) {
    const shift = await repo.findShift(businessId, id);
    if (!shift) throw AppError.notFound(SHIFT_MESSAGES.notFound);
    return shift;
  }

  async function findEmployee(businessId: number, id: number) {
    const employee = await repo.findEmployee(businessId, id);
    if (!employee) throw AppError.notFound(M.employeeNotFound);
    return employee;
  }

  /** The slot of the business, and the role on that slot's shift; another business's is missing. */
  async function findSlotAndRole(businessId: number, slotId: number, areaRoleId: number, shiftId?: number) {
    const slot = await repo.findSlot(businessId, slotId);
    if (!slot || (shiftId !== undefined && slot.shiftId !== shiftId)) throw AppError.notFound(M.slotNotFound);
    if (!(await repo.roleOnShift(businessId, slot.shiftId, areaRoleId))) throw AppError.notFound(M.roleNotOnShift);
    return slot;
  }

  /** Books the assignment; a dry run reads what it logged and rolls back. */
  async function assign(caller: Caller, body: Assignment & ChangeNoteBody, dry: boolean) {
    const { businessId } = caller;
    const booked = await refusingBookings(
      () =>
        repo.transaction(async (tx) => {
          const outcome = await tx.ledger.book(businessId, body, caller.userId, {
            also: tx.noticeOf(businessId),
            meta: changeNoteOf(body),
          });
          if (dry && "bookingId" in outcome) throw new DryRunRollback(await tx.ledger.changesWrittenHere(businessId));
          return outcome;
        }),
      assignRefusal,
    );
    if (!("bookingId" in booked)) {
      if (booked.rest)
        throw restRefusal(booked.rest, (await repo.findEmployee(caller.businessId, body.employee_id))?.name ?? "");
      throw assignRefusal(booked.refused);
    }
    return booked.item;
  }

  return {
    /**
     * An Accepted booking of the employee in the slot for the role. The position is taken by a conditional
     * update in the same statement as the insert, so concurrent requests never take more than there are;
     * the exclusion constraint and the unique index refuse a double booking that slips past the checks.
     * Approved time off refuses it (409); unavailability, short rest and the maximum are only the modal's
     * warnings. All in one transaction holding the employee row FOR SHARE: a time-off approval waits for it.
     */
    async selectShift(caller: Caller, body: Assignment & ChangeNoteBody): Promise<ShiftBookingItem> {
      return presentBooking(await assign(caller, body, false));
    },

    /** The assignment made and undone: the change log's rows it would write (dry_run). */
    previewSelectShift: (caller: Caller, body: Assignment & ChangeNoteBody) =>
      dryRun<LoggedChange[]>(() => assign(caller, body, true)),

    /**
     * Hours of the employee's position-holding bookings in the week (Monday start, in the shift's location's
     * zone) containing the shift's start. A booking belongs to the week in which it starts, whole.
     */
    async heldHours(caller: Caller, query: { employee_id: number; shift_id: number }): Promise<number> {
      const shift = await findShift(caller.businessId, query.shift_id);
      const employee = await findEmployee(caller.businessId, query.employee_id);
      const week = weekContaining(shift.startsAt, shift.timeZone);
      const seconds = await repo.heldSeconds(caller.businessId, employee.id, week.from, week.to);
      return seconds / 3600;
    },

    /**
     * Active employees with the role and no overlapping position, each with how the slot fits them, best
     * first (compareCandidates), for the modal's employee list. Past MAX_FIT_ORDERED_CANDIDATES they are
     * ordered by name in SQL, only the page's fits read.
     */
    async eligibleEmployees(caller: Caller, query: EligibleEmployeesQuery): Promise<Paginated<EligibleEmployeeItem>> {
      const { businessId } = caller;
      const slot = await findSlotAndRole(businessId, query.slot_id, query.area_role_id);
      if (!(await repo.locationExists(businessId, query.location_id)))
        throw AppError.notFound(MESSAGES.locationNotFound);
      if (slot.locationId !== query.location_id) throw AppError.field("location_id", M.locationMismatch);
      const { page, length } = query;
      const filter = { slotId: slot.id, areaRoleId: query.area_role_id, search: query.search };
      const url = pageUrl(ELIGIBLE_URL, {
        slot_id: query.slot_id,
        location_id: query.location_id,
        area_role_id: query.area_role_id,
        employee_status: "active_employee",
        search: query.search,
        length,
      });
      const withFits = async (rows: { id: number; name: string; email: string }[]) => {
        const fits = await repo.loadFits(
          businessId,
          rows.map((r) => r.id),
          [slot],
        );
        return rows.map((r) => ({ id: r.id, user: { name: r.name, email: r.email }, fit: fits.fit(r.id, slot) }));
      };

      const all = await repo.eligibleEmployees(businessId, { ...filter, offset: 0, limit: MAX_ORDERED + 1 });
      if (all.length <= MAX_ORDERED) {
        const items = await withFits(all);
        items.sort((a, b) => compareCandidates(asCandidate(a), asCandidate(b)) || a.id - b.id);
        return paginate(items.slice((page - 1) * length, page * length), items.length, { page, length }, url);
      }
      // Too many to read every week: the name order, as before fit existed, one page at a time.
      const rows = await repo.eligibleEmployees(businessId, { ...filter, offset: (page - 1) * length, limit: length });
      return paginate(await withFits(rows), all[0]?.total ?? 0, { page, length }, url);
    },
  };
}
export type AssignmentService = ReturnType<typeof makeAssignmentService>;
