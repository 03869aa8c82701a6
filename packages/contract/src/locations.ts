import { z } from "zod";
import { WEEKDAYS } from "./enums";
import { id, optionalIdList, optionalSearch, requiredText } from "./fields";
import { MESSAGES, requiredMessage } from "./messages";
import { isValidTimeZone } from "./time-zones";

export const timeZoneField = z
  .string({ error: requiredMessage("time zone") })
  .trim()
  .min(1, requiredMessage("time zone"))
  .refine(isValidTimeZone, MESSAGES.invalidTimeZone);

export const lockDayField = z
  .enum(WEEKDAYS, { error: MESSAGES.invalidLockDay })
  .nullish()
  .transform((v) => v ?? null);

export const locationBody = z.object({
  name: requiredText("name"),
  time_zone: timeZoneField,
  lock_day: lockDayField,
});
export type LocationBody = z.input<typeof locationBody>;

export const locationIndexQuery = z.object({
  paginated: z.enum(["true", "false"]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  length: z.coerce.number().int().min(1).max(100).default(10),
});

export const areaBody = z.object({ location_id: id("location"), name: requiredText("name") });
export type AreaBody = z.input<typeof areaBody>;
export const areaUpdateBody = z.object({ name: requiredText("name") });

export const areaRoleBody = z.object({ area_id: id("area"), name: requiredText("name") });
export type AreaRoleBody = z.input<typeof areaRoleBody>;
export const areaRoleUpdateBody = z.object({ name: requiredText("name") });

export const areaRoleIndexQuery = z.object({
  location_id: id("location").optional(),
  /** Areas whose name contains this (case-insensitive). */
  search: optionalSearch(),
  /** Only these areas; comma-separated or repeated. */
  area_id: optionalIdList("area"),
  /** Only roles whose name contains this; areas without such a role are left out. */
  role_search: optionalSearch("role search"),
  /** Only these roles; areas without one of them are left out. */
  role_id: optionalIdList("role"),
  page: z.coerce.number().int().min(1).default(1),
  length: z.coerce.number().int().min(1).max(100).default(10),
});

export const areaRoleItem = z.object({ id: z.number(), name: z.string() });
export const areaItem = z.object({
  id: z.number(),
  name: z.string(),
  location_id: z.number(),
  area_role: z.array(areaRoleItem),
});
export type AreaItem = z.infer<typeof areaItem>;

export const timeZoneInfo = z.object({
  value: z.string(),
  text: z.string(),
  abbr: z.string(),
  utc: z.array(z.string()),
});

export const locationItem = z.object({
  id: z.number(),
  name: z.string(),
  lock_day: z.enum(WEEKDAYS).nullable(),
  /** The spec's name for lock_day; the same value. */
  lock_date: z.enum(WEEKDAYS).nullable(),
  time_zone: timeZoneInfo,
  areas: z.array(areaItem),
});
export type LocationItem = z.infer<typeof locationItem>;

/** A role as created or renamed: with the area it belongs to. */
export const areaRoleRecord = areaRoleItem.extend({ area_id: z.number() });
export type AreaRoleRecord = z.infer<typeof areaRoleRecord>;
