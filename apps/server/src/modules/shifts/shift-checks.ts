import { DEFAULT_LABEL_COLOR, DEFAULT_SHIFT_TYPE, isOneOf, SHIFT_TYPES } from "@brigade/contract/enums";
import { MAX_ID } from "@brigade/contract/fields";
import { MESSAGES } from "@brigade/contract/messages";
import { SHIFT_MESSAGES, type ShiftDraft, shiftErrors } from "@brigade/contract/shift-rules";
import { splitIntoSlots } from "@brigade/contract/slots";
import { AppError } from "../../lib/app-error";
import type { ShiftRepository } from "./repository";
import type { SlotValues } from "./shift-values";

/** The spec's rules broken by a draft, as the contract's 422. */
export function assertValid(draft: ShiftDraft, ctx: Parameters<typeof shiftErrors>[1]): void {
  const found = shiftErrors(draft, ctx);
  if (found) throw new AppError("validation", found.message, found.errors);
}

export const slotValues = (from: Date, to: Date, chunk: number): SlotValues[] =>
  splitIntoSlots(from, to, chunk).map((s) => ({ seq: s.seq, startsAt: s.from, endsAt: s.to, type: s.type }));

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

export type CheckedShift = {
  location: { id: number; timeZone: string };
  from: Date;
  to: Date;
  chunk: number;
  roles: { areaRoleId: number; roleCount: number }[];
};

/**
 * A whole shift as sent to store or edit: its location must be the caller's (404 otherwise, as a
 * missing one), then the Create Shift rules (422), then every area and role must be of that location.
 */
export async function checkShift(
  repo: ShiftRepository,
  businessId: number,
  draft: ShiftDraft,
  ctx: { now: Date; allowPast?: boolean },
): Promise<CheckedShift> {
  const locationId = draft.location_id;
  const wellFormed = typeof locationId === "number" && Number.isInteger(locationId) && locationId > 0;
  const location = wellFormed && locationId <= MAX_ID ? await repo.findLocation(businessId, locationId) : undefined;
  // Another business's location reads the same as a missing one.
  if (wellFormed && !location) throw AppError.notFound(MESSAGES.locationNotFound);
  const pairs = location ? await repo.areaRolesOfLocation(businessId, location.id) : [];
  assertValid(draft, { ...ctx, locationHasAreas: location ? pairs.length > 0 : undefined });
  assertRolesInPlace(draft, pairs);
  if (!location || !draft.from || !draft.to) throw new Error("a valid draft has a location and times");
  const roles = (draft.areas ?? []).flatMap((a) =>
    (a.area_role ?? []).map((r) => ({ areaRoleId: Number(r.id), roleCount: Number(r.count) })),
  );
  return { location, from: draft.from, to: draft.to, chunk: draft.chunk ?? 1, roles };
}

/** The described fields of a valid draft as stored: the bonus counts only on a Premium shift. */
export function shiftDetails(draft: ShiftDraft, desc: string | null | undefined) {
  // A valid draft's type is one of the list; anything else is stored as the default.
  const shiftType = isOneOf(SHIFT_TYPES, draft.shift_type) ? draft.shift_type : DEFAULT_SHIFT_TYPE;
  return {
    name: String(draft.name).trim(),
    description: desc?.trim() || null,
    shiftType,
    bonus: String(shiftType === "Premium" ? (draft.bonus ?? 0) : 0),
    labelColor: draft.label_color ?? DEFAULT_LABEL_COLOR,
  };
}
