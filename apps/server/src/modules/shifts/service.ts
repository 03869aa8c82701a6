import { parseInstant } from "@brigade/contract/dates";
import { DEFAULT_LABEL_COLOR, DEFAULT_SHIFT_TYPE, type ShiftType } from "@brigade/contract/enums";
import { MAX_ID } from "@brigade/contract/fields";
import { MESSAGES } from "@brigade/contract/messages";
import { SHIFT_MESSAGES, type ShiftDraft, shiftErrors } from "@brigade/contract/shift-rules";
import { type ShiftItem, type ShiftStoreInput, type ShiftTimeSlotItem, storeDraft } from "@brigade/contract/shifts";
import { splitIntoSlots, weekdayIn } from "@brigade/contract/slots";
import { AppError } from "../../lib/app-error";
import { EXCLUSION_VIOLATION } from "../../lib/db-errors";
import { refusing } from "../../lib/db-refusals";
import type { ShiftListRepository } from "./list-repository";
import { loadShifts } from "./present";
import type { ShiftRepository, SlotValues } from "./repository";

type Caller = { userId: number; businessId: number };

/** The spec's rules broken by a draft, as the contract's 422. */
function assertValid(draft: ShiftDraft, ctx: Parameters<typeof shiftErrors>[1]): void {
  const found = shiftErrors(draft, ctx);
  if (found) throw new AppError("validation", found.message, found.errors);
}

const slotValues = (from: Date, to: Date, chunk: number): SlotValues[] =>
  splitIntoSlots(from, to, chunk).map((s) => ({ seq: s.seq, startsAt: s.from, endsAt: s.to, type: s.type }));

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

  /** Every chosen area must be of the location and every chosen role of its area. */
  function assertRolesInPlace(draft: ShiftDraft, pairs: { areaId: number; roleId: number | null }[]): void {
    const errors: Record<string, string[]> = {};
    (draft.areas ?? []).forEach((area, i) => {
      if (!pairs.some((p) => p.areaId === area.id)) {
        errors[`areas.${i}.id`] = [SHIFT_MESSAGES.roleNotInArea];
        return;
      }
      (area.area_role ?? []).forEach((role, j) => {
        if (!pairs.some((p) => p.areaId === area.id && p.roleId === role.id))
          errors[`areas.${i}.area_role.${j}`] = [SHIFT_MESSAGES.roleNotInArea];
      });
    });
    if (Object.keys(errors).length) throw new AppError("validation", SHIFT_MESSAGES.roleNotInArea, errors);
  }

  return {
    show,

    async store(caller: Caller, body: ShiftStoreInput): Promise<ShiftItem> {
      const { businessId } = caller;
      const draft = storeDraft(body);
      const locationId = draft.location_id;
      const wellFormed = typeof locationId === "number" && Number.isInteger(locationId) && locationId > 0;
      const location = wellFormed && locationId <= MAX_ID ? await repo.findLocation(businessId, locationId) : undefined;
      // Another business's location reads the same as a missing one.
      if (wellFormed && !location) throw AppError.notFound(MESSAGES.locationNotFound);
      const pairs = location ? await repo.areaRolesOfLocation(businessId, location.id) : [];
      assertValid(draft, { now: now(), locationHasAreas: location ? pairs.length > 0 : undefined });
      assertRolesInPlace(draft, pairs);
      if (!location || !draft.from || !draft.to) throw new Error("a valid draft has a location and times");

      const { from, to } = draft;
      const chunk = draft.chunk ?? 1;
      const shiftType = (draft.shift_type ?? DEFAULT_SHIFT_TYPE) as ShiftType;
      const roles = (draft.areas ?? []).flatMap((a) =>
        (a.area_role ?? []).map((r) => ({ areaRoleId: Number(r.id), roleCount: Number(r.count) })),
      );
      const id = await repo.transaction(async (tx) => {
        const shiftId = await tx.insertShift(businessId, {
          locationId: location.id,
          name: String(draft.name).trim(),
          description: body.desc?.trim() || null,
          shiftType,
          bonus: String(shiftType === "Premium" ? (draft.bonus ?? 0) : 0),
          labelColor: draft.label_color ?? DEFAULT_LABEL_COLOR,
          startsAt: from,
          endsAt: to,
          day: weekdayIn(from, location.timeZone),
          chunk,
          createdBy: caller.userId,
        });
        await tx.insertStaffing(businessId, shiftId, roles, slotValues(from, to, chunk));
        return shiftId;
      });
      return show(businessId, id);
    },

    /** Moves or resizes a shift; its slots keep their ids and their bookings follow them. */
    async move(caller: Caller, id: number, body: { from?: string | null; to?: string | null }): Promise<ShiftItem> {
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
            await tx.updateShiftTimes(businessId, id, {
              startsAt: from,
              endsAt: to,
              day: weekdayIn(from, shift.timeZone),
            });
            await tx.moveSlots(businessId, id, slotValues(from, to, shift.chunk));
            await tx.followSlots(businessId, id);
          }),
        { [EXCLUSION_VIOLATION]: () => AppError.conflict(SHIFT_MESSAGES.moveOverlaps) },
      );
      return show(businessId, id);
    },

    async destroy(caller: Caller, id: number): Promise<void> {
      await findShift(caller.businessId, id);
      await repo.deleteShift(caller.businessId, id);
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
