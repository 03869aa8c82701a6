import { parseInstant } from "@brigade/contract/dates";
import { type ChangeNoteBody, changeNoteOf } from "@brigade/contract/fair-workweek/change-note";
import { SHIFT_MESSAGES, type ShiftDraft } from "@brigade/contract/shift-rules";
import { type ShiftItem, type ShiftStoreInput, type ShiftTimeSlotItem, storeDraft } from "@brigade/contract/shifts";
import { weekdayIn } from "@brigade/contract/slots";
import { AppError } from "../../lib/app-error";
import { EXCLUSION_VIOLATION } from "../../lib/db-errors";
import { refusing } from "../../lib/db-refusals";
import { DryRunRollback } from "../../lib/dry-run";
import { staffChange } from "../notifications";
import { watchChange } from "../publish";
import { makeShiftDelete } from "./delete-service";
import { makeShiftEdit } from "./edit-service";
import type { ShiftListRepository } from "./list-repository";
import { loadShifts } from "./present";
import type { ShiftRepository } from "./repository";
import { assertValid, checkShift, shiftDetails, slotValues } from "./shift-checks";

type Caller = { userId: number; businessId: number };

export function makeShiftService(repo: ShiftRepository, list: ShiftListRepository, now: () => Date = () => new Date()) {
  async function show(businessId: number, id: number): Promise<ShiftItem> {
    const [item] = await loadShifts(list, businessId, [id]);
    if (!item) throw AppError.notFound(SHIFT_MESSAGES.notFound);
    return item;
  }

  async function findShift(businessId: number, id: number) {
    const shift = await repo.findShift(businessId, id);
    if (!shift) throw AppError.notFound(SHIFT_MESSAGES.notFound);
    return shift;
  }

  return {
    show,
    edit: makeShiftEdit(repo, { now, show, findShift }),
    ...makeShiftDelete(repo, now),

    async store(caller: Caller, body: ShiftStoreInput): Promise<ShiftItem> {
      const { businessId } = caller;
      const draft = storeDraft(body);
      const { location, from, to, chunk, roles } = await checkShift(repo, businessId, draft, { now: now() });
      // With draft weeks on, staff do not see the shift until its week is published; else it is published now.
      const publishedAt = (await repo.draftWeeksOn(businessId)) ? null : undefined;
      const id = await repo.transaction(async (tx) => {
        const shiftId = await tx.insertShift(businessId, {
          ...shiftDetails(draft, body.desc),
          locationId: location.id,
          startsAt: from,
          endsAt: to,
          day: weekdayIn(from, location.timeZone),
          chunk,
          createdBy: caller.userId,
          publishedAt,
        });
        await tx.insertStaffing(businessId, shiftId, roles, slotValues(from, to, chunk));
        return shiftId;
      });
      return show(businessId, id);
    },

    /** Moves or resizes a shift; its slots keep their ids and their bookings follow them. */
    async move(
      caller: Caller,
      id: number,
      body: { from?: string | null; to?: string | null } & ChangeNoteBody,
      dry = false,
    ): Promise<ShiftItem> {
      const { businessId } = caller;
      const shift = await findShift(businessId, id);
      const roles = await repo.rolesOfShift(businessId, id);
      const areaIds = [...new Set(roles.map((r) => r.areaId))];
      const parse = (v?: string | null) => (v ? (parseInstant(v) ?? new Date(Number.NaN)) : null);
      const draft: ShiftDraft = {
        name: shift.name,
        from: parse(body.from),
        to: parse(body.to),
        location_id: shift.locationId,
        chunk: shift.chunk,
        areas: areaIds.map((areaId) => ({
          id: areaId,
          area_role: roles.filter((r) => r.areaId === areaId).map((r) => ({ id: r.areaRoleId, count: r.roleCount })),
        })),
      };
      assertValid(draft, { now: now(), allowPast: true });
      if (!draft.from || !draft.to) throw new Error("a valid draft has times");
      const { from, to } = draft;
      await refusing(
        () =>
          repo.transaction(async (tx) => {
            // The locks an edit takes (edit-service.ts): an assignment waits for the move, then books the new times.
            const current = await tx.lockShift(businessId, id);
            if (!current) throw AppError.notFound(SHIFT_MESSAGES.notFound);
            await tx.lockPositions(businessId, id);
            const changed = await watchChange(tx, businessId, id);
            await tx.updateShiftTimes(businessId, id, {
              startsAt: from,
              endsAt: to,
              day: weekdayIn(from, shift.timeZone),
            });
            await tx.moveSlots(businessId, id, slotValues(from, to, shift.chunk));
            await tx.followSlots(businessId, id, caller.userId, changeNoteOf(body));
            await changed();
            if (staffChange(current, { name: current.name, startsAt: from, endsAt: to }))
              await tx.notifyChanged(businessId, id, "moved");
            if (dry) throw new DryRunRollback(await tx.changesWrittenHere(businessId));
          }),
        { [EXCLUSION_VIOLATION]: () => AppError.conflict(SHIFT_MESSAGES.moveOverlaps) },
      );
      return show(businessId, id);
    },

    async timeSlots(
      caller: Caller,
      query: { shift_id: number; area_role_id: number; onlyWithRoom: boolean },
    ): Promise<ShiftTimeSlotItem[]> {
      await findShift(caller.businessId, query.shift_id);
      const rows = await repo.slotsForRole(caller.businessId, query.shift_id, query.area_role_id, query.onlyWithRoom);
      return rows.map((r) => ({
        id: r.id,
        from: r.startsAt.toISOString(),
        to: r.endsAt.toISOString(),
        type: r.type,
        remaining_slots: r.remaining,
      }));
    },
  };
}
export type ShiftService = ReturnType<typeof makeShiftService>;
