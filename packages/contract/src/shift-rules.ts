import { DEFAULT_LABEL_COLOR, DEFAULT_SHIFT_TYPE, MAX_CHUNKS, SHIFT_TYPES, type ShiftType } from "./enums";
import { plural, template } from "./i18n/template";

// The Create Shift rules of the spec (section 5), once, for the form and the server alike.

/** The spec's messages, letter for letter (including its spelling). */
export const SHIFT_MESSAGES = {
  nameRequired: "Name is required.",
  otherNameRequired: "Shift Name is required.",
  fromRequired: "From is required.",
  toRequired: "To is required.",
  locationRequired: "Location is required.",
  chunkTooLarge: "Chunks Cannot be greater than 3",
  fieldsEmpty: "Fields Cannot be empty",
  areaRequired: "Area field is required",
  areaFieldsEmpty: "Area Fields Cannot be empty",
  roleRequired: "Role field is required",
  roleFieldsEmpty: "Role Fields Cannot be empty",
  toBeforeFrom: "shift to time must be greater then from time",
  locationWithoutAreas: "The selected location has no work area.",
  // Not worded by the spec:
  fromInPast: "From cannot be in the past.",
  chunkTooSmall: "Chunks must be at least 1.",
  bonusInvalid: "The bonus must be a positive amount of dollars.",
  colorInvalid: "The label colour must be a colour such as #0a0a0a.",
  typeInvalid: "The shift type must be Non_Premium or Premium.",
  roleNotInArea: "A chosen role does not belong to the chosen work area of this location.",
  areaRepeated: "Each work area can be chosen only once.",
  roleRepeated: "Each role can be chosen only once per work area.",
  created: "Shift created successfully.",
  updated: "Shift updated successfully.",
  deleted: "Shift deleted successfully.",
  notFound: "Shift not found.",
  startedCannotDelete: "This shift has already started, so it cannot be deleted; its bookings stay on record.",
  moveOverlaps: "This move would make an employee hold two shifts at the same time.",
  bookedLocation: "This shift has bookings, so its location cannot change.",
  bookedChunk: "This shift has bookings, so its time slots cannot be split differently.",
  bookedRole: "A role with bookings on this shift cannot be removed.",
  countBelowHeld: "A role's count cannot go below the positions already held in one of its time slots.",
  dateFilterInvalid: "The date must be written as DD-MM-YYYY or as an ISO-8601 instant.",
} as const;

/** Editing a shift with bookings: the booked role that may not be removed, by name. */
export const bookedRoleMessage = template<[role: string]>("{0} has bookings on this shift, so it cannot be removed.");
/** Editing a shift with bookings: a role's count below the positions held in one of its slots. */
export const countBelowHeldMessage = plural<[role: string, held: number]>(
  {
    one: "{0} has {1} position held in a time slot, so its count cannot go below {1}.",
    other: "{0} has {1} positions held in a time slot, so its count cannot go below {1}.",
  },
  undefined,
  1,
);

/** The name-list value that reveals the free-text name field. */
export const OTHER_SHIFT_NAME = "other";
export const MAX_ROLE_COUNT = 99;
export const MAX_BONUS = 100_000;

export type ShiftDraftRole = { id?: number | null; count?: number | null };
export type ShiftDraftArea = { id?: number | null; area_role?: ShiftDraftRole[] };
/** What a person has entered, possibly incomplete; instants as Date. */
export type ShiftDraft = {
  name?: string | null;
  /** The free text when `name` is "other" (form only; the server gets the final name). */
  other_name?: string | null;
  from?: Date | null;
  to?: Date | null;
  location_id?: number | null;
  shift_type?: string | null;
  bonus?: number | null;
  label_color?: string | null;
  chunk?: number | null;
  areas?: ShiftDraftArea[];
};

export type ShiftRuleContext = {
  now: Date;
  /** Whether the chosen location has at least one work area; unknown is treated as yes. */
  locationHasAreas?: boolean;
  /** Moving an existing shift may leave `from` in the past; creating may not. */
  allowPast?: boolean;
};

export type ShiftErrors = { message: string; errors: Record<string, string[]> } | null;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const isPositiveInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v > 0;

/**
 * Every rule broken by a draft: field messages under `errors`, and as `message` the first in the spec's
 * order of checks on submit (chunk, empty fields, areas, roles), then time order and the location.
 */
export function shiftErrors(draft: ShiftDraft, ctx: ShiftRuleContext): ShiftErrors {
  const errors: Record<string, string[]> = {};
  const ordered: string[] = [];
  const add = (field: string, message: string, summary = message) => {
    errors[field] = [...(errors[field] ?? []), message];
    if (!ordered.includes(summary)) ordered.push(summary);
  };

  const chunk = draft.chunk ?? 1;
  if (typeof chunk !== "number" || !Number.isInteger(chunk) || chunk > MAX_CHUNKS)
    add("chunk", SHIFT_MESSAGES.chunkTooLarge);
  else if (chunk < 1) add("chunk", SHIFT_MESSAGES.chunkTooSmall);

  const empty = SHIFT_MESSAGES.fieldsEmpty;
  if (isBlank(draft.name)) add("name", SHIFT_MESSAGES.nameRequired, empty);
  else if (draft.name === OTHER_SHIFT_NAME && isBlank(draft.other_name))
    add("other_name", SHIFT_MESSAGES.otherNameRequired, empty);
  if (!draft.from || Number.isNaN(draft.from.getTime())) add("from", SHIFT_MESSAGES.fromRequired, empty);
  if (!draft.to || Number.isNaN(draft.to.getTime())) add("to", SHIFT_MESSAGES.toRequired, empty);
  if (!isPositiveInt(draft.location_id)) add("location_id", SHIFT_MESSAGES.locationRequired, empty);

  const areas = draft.areas ?? [];
  if (areas.length === 0) add("areas", SHIFT_MESSAGES.areaRequired);
  const areaIds = new Set<number>();
  areas.forEach((area, i) => {
    if (!isPositiveInt(area.id)) add(`areas.${i}.id`, SHIFT_MESSAGES.areaFieldsEmpty);
    else if (areaIds.has(area.id)) add(`areas.${i}.id`, SHIFT_MESSAGES.areaRepeated);
    else areaIds.add(area.id);
  });
  areas.forEach((area, i) => {
    if (!area.area_role?.length) add(`areas.${i}.area_role`, SHIFT_MESSAGES.roleRequired);
  });
  areas.forEach((area, i) => {
    const roleIds = new Set<number>();
    (area.area_role ?? []).forEach((role, j) => {
      const field = `areas.${i}.area_role.${j}`;
      if (!isPositiveInt(role.id) || !isPositiveInt(role.count) || role.count > MAX_ROLE_COUNT) {
        add(field, SHIFT_MESSAGES.roleFieldsEmpty);
      } else if (roleIds.has(role.id)) add(field, SHIFT_MESSAGES.roleRepeated);
      else roleIds.add(role.id);
    });
  });

  const from = draft.from && !Number.isNaN(draft.from.getTime()) ? draft.from : null;
  const to = draft.to && !Number.isNaN(draft.to.getTime()) ? draft.to : null;
  if (from && to && to.getTime() <= from.getTime()) add("to", SHIFT_MESSAGES.toBeforeFrom);
  if (from && !ctx.allowPast && from.getTime() < ctx.now.getTime() - 60_000) add("from", SHIFT_MESSAGES.fromInPast);
  if (ctx.locationHasAreas === false) add("location_id", SHIFT_MESSAGES.locationWithoutAreas);

  const type = draft.shift_type ?? DEFAULT_SHIFT_TYPE;
  if (!SHIFT_TYPES.includes(type as ShiftType)) add("shift_type", SHIFT_MESSAGES.typeInvalid);
  else if (type === "Premium") {
    const bonus = draft.bonus ?? 0;
    if (typeof bonus !== "number" || !Number.isFinite(bonus) || bonus < 0 || bonus > MAX_BONUS)
      add("bonus", SHIFT_MESSAGES.bonusInvalid);
  }
  if (!/^#[0-9a-fA-F]{6}$/.test(draft.label_color ?? DEFAULT_LABEL_COLOR))
    add("label_color", SHIFT_MESSAGES.colorInvalid);

  const message = ordered[0];
  return message ? { message, errors } : null;
}
