import { DEFAULT_LABEL_COLOR, DEFAULT_SHIFT_TYPE } from "@brigade/contract/enums";
import type { LocationItem } from "@brigade/contract/locations";
import { OTHER_SHIFT_NAME, type ShiftDraft } from "@brigade/contract/shift-rules";
import type { ShiftItem, ShiftStoreBody } from "@brigade/contract/shifts";
import { weekdayIn } from "@brigade/contract/slots";
import { Temporal } from "temporal-polyfill";
import { instantToWall, wallToInstant } from "./zoned-time";

// The Create Shift form's values: empty, from a calendar click, or from a shift being edited; and back
// to the rules' draft and the API's body.

export type AreaValue = { id: string | null; area_role: { id: string | null; count: number | string }[] };

export type ShiftFormValues = {
  name: string | null;
  other_name: string;
  desc: string;
  from: string | null;
  to: string | null;
  location_id: string | null;
  premium: boolean;
  bonus: number | string;
  label_color: string;
  chunk: number | string;
  areas: AreaValue[];
};

export const zoneOf = (location: LocationItem | undefined) =>
  location?.time_zone.utc[0] ?? location?.time_zone.value ?? null;
export const emptyArea = (): AreaValue => ({ id: null, area_role: [{ id: null, count: 1 }] });

export function initialValues(
  locations: LocationItem[],
  date?: string | null,
  locationId?: number | null,
): ShiftFormValues {
  const location = locations.find((l) => l.id === locationId) ?? (locations.length === 1 ? locations[0] : undefined);
  return {
    name: null,
    other_name: "",
    desc: "",
    // A day clicked in month view gives 09:00 to 17:00; a time clicked in week or day view starts there.
    from: date ? (date.length > 10 ? date : `${date} 09:00:00`) : null,
    to: date && date.length <= 10 ? `${date} 17:00:00` : null,
    location_id: location ? String(location.id) : null,
    premium: false,
    bonus: 0,
    label_color: DEFAULT_LABEL_COLOR,
    chunk: 1,
    areas: [emptyArea()],
  };
}

/** A shift as the form shows it: times in its location's zone, a name off the list as Other + free text. */
export function valuesOfShift(shift: ShiftItem, names: string[]): ShiftFormValues {
  const zone = zoneOf(shift.location) ?? "UTC";
  const listed = names.includes(shift.name) && shift.name !== OTHER_SHIFT_NAME;
  const areaIds = [...new Set(shift.area_roles.map((r) => r.area_id))];
  return {
    name: listed ? shift.name : OTHER_SHIFT_NAME,
    other_name: listed ? "" : shift.name,
    desc: shift.desc ?? "",
    from: instantToWall(new Date(shift.from), zone),
    to: instantToWall(new Date(shift.to), zone),
    location_id: String(shift.location_id),
    premium: shift.shift_type === "Premium",
    bonus: shift.bonus,
    label_color: shift.label_color,
    chunk: shift.chunk,
    areas: areaIds.map((areaId) => ({
      id: String(areaId),
      area_role: shift.area_roles
        .filter((r) => r.area_id === areaId)
        .map((r) => ({ id: String(r.id), count: r.pivot.role_count })),
    })),
  };
}

const toNumber = (v: number | string | null) => (v === null || v === "" ? null : Number(v));

export function draftOf(values: ShiftFormValues, timeZone: string | null): ShiftDraft {
  const instant = (wall: string | null) => (wall && timeZone ? wallToInstant(wall, timeZone) : null);
  return {
    name: values.name,
    other_name: values.other_name,
    from: instant(values.from),
    to: instant(values.to),
    location_id: toNumber(values.location_id),
    shift_type: values.premium ? "Premium" : DEFAULT_SHIFT_TYPE,
    bonus: values.premium ? toNumber(values.bonus) : 0,
    label_color: values.label_color,
    chunk: toNumber(values.chunk),
    areas: values.areas.map((a) => ({
      id: toNumber(a.id),
      area_role: a.area_role.map((r) => ({ id: toNumber(r.id), count: toNumber(r.count) })),
    })),
  };
}

/** The body of store and edit from a valid draft; null when it lacks what the rules require. */
export function bodyOf(values: ShiftFormValues, draft: ShiftDraft, timeZone: string | null): ShiftStoreBody | null {
  const { from, to } = draft;
  if (!from || !to || !timeZone || !draft.location_id) return null;
  return {
    name: values.name === OTHER_SHIFT_NAME ? values.other_name.trim() : (values.name ?? ""),
    desc: values.desc.trim(),
    from: from.toISOString(),
    to: to.toISOString(),
    day: weekdayIn(from, timeZone),
    shift_type: draft.shift_type ?? DEFAULT_SHIFT_TYPE,
    chunk: draft.chunk ?? 1,
    bonus: draft.bonus ?? 0,
    location_id: draft.location_id,
    label_color: values.label_color,
    areas: (draft.areas ?? []).map((a) => ({
      id: a.id ?? 0,
      area_role: (a.area_role ?? []).map((r) => ({ id: r.id ?? 0, count: r.count ?? 0 })),
    })),
  };
}

/** The first message of each field, as @mantine/form wants them; `show` words a message of the browser's own rules. */
export function firstMessages(
  errors: Record<string, string[]>,
  show: (message: string) => string = (message) => message,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) if (messages[0]) out[key] = show(messages[0]);
  return out;
}

/** A form time ("YYYY-MM-DD HH:mm:ss", a wall-clock time) as a Temporal date-time, and back. */
const wall = (value: string) => Temporal.PlainDateTime.from(value.replace(" ", "T"));
const wallText = (at: Temporal.PlainDateTime) => at.toString({ smallestUnit: "second" }).replace("T", " ");

/**
 * From and To of a shift name's usual times ("HH:mm") on `day` ("YYYY-MM-DD"): an end at or before the start is on
 * the next day (a late night 22:00 to 02:00).
 */
export function usualTimes(day: string, fromTime: string, toTime: string): { from: string; to: string } {
  const from = wall(`${day} ${fromTime}:00`);
  let to = wall(`${day} ${toTime}:00`);
  if (Temporal.PlainDateTime.compare(to, from) <= 0) to = to.add({ days: 1 });
  return { from: wallText(from), to: wallText(to) };
}

/** To once From has moved: as long after it as before, when both were set and To came after From; else as it was. */
export function keepLength(before: { from: string | null; to: string | null }, from: string | null): string | null {
  if (!before.from || !before.to || !from) return before.to;
  const length = wall(before.from).until(wall(before.to));
  if (length.sign <= 0) return before.to;
  return wallText(wall(from).add(length));
}

/** A form time's two fields: its day ("YYYY-MM-DD") and its time ("HH:mm"), each empty while not typed. */
export type WallParts = { day: string | null; time: string };

/** A form time ("YYYY-MM-DD HH:mm:ss") as the day and the time its fields show; none as two empty fields. */
export function splitWall(value: string | null): WallParts {
  if (!value) return { day: null, time: "" };
  return { day: value.slice(0, 10), time: value.slice(11, 16) };
}

/** A day and a time ("HH:mm", as a time field gives it) as a form time; null until both are there and valid. */
export function joinWall({ day, time }: WallParts): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  try {
    return wallText(wall(`${day} ${time}:00`));
  } catch {
    return null;
  }
}
