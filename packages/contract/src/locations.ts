import { z } from "zod";
import { WEEKDAYS } from "./enums";
import { FAIR_WORKWEEK_MESSAGES } from "./fair-workweek/messages";
import { PACK_IDS } from "./fair-workweek/packs";
import { id, optionalIdList, optionalSearch, requiredText } from "./fields";
import type { Locale } from "./locales";
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

/** The circle a phone's clock-in is checked against (time-and-cost.md, "Location check"). */
export const GEOFENCE_LIMITS = { min: 10, max: 100_000 } as const;

export const LOCATION_PLACE_MESSAGES = {
  latitude: "The location's latitude must be a number from -90 to 90.",
  longitude: "The location's longitude must be a number from -180 to 180.",
  geofence: `The radius must be a whole number of meters from ${GEOFENCE_LIMITS.min} to ${GEOFENCE_LIMITS.max}.`,
  allOrNone: "Give the latitude, the longitude and the radius together, or none of them.",
} as const;

const placeNumber = (message: string, schema: z.ZodNumber) => z.number({ error: message }).pipe(schema).nullish();

export const locationBody = z
  .object({
    name: requiredText("name"),
    time_zone: timeZoneField,
    lock_day: lockDayField,
    // Absent: unchanged by a PUT (and none on a new location); null: no check at this location.
    latitude: placeNumber(
      LOCATION_PLACE_MESSAGES.latitude,
      z.number().min(-90, LOCATION_PLACE_MESSAGES.latitude).max(90, LOCATION_PLACE_MESSAGES.latitude),
    ),
    longitude: placeNumber(
      LOCATION_PLACE_MESSAGES.longitude,
      z.number().min(-180, LOCATION_PLACE_MESSAGES.longitude).max(180, LOCATION_PLACE_MESSAGES.longitude),
    ),
    // Absent: unchanged by a PUT (none on a new location); null: no fair-workweek rules here.
    jurisdiction: z
      .enum(PACK_IDS, { error: FAIR_WORKWEEK_MESSAGES.unknownJurisdiction })
      .nullish()
      .describe("A rule pack's id (GET /api/compliance/packs), or null for none"),
    geofence_m: placeNumber(
      LOCATION_PLACE_MESSAGES.geofence,
      z
        .number()
        .int(LOCATION_PLACE_MESSAGES.geofence)
        .min(GEOFENCE_LIMITS.min, LOCATION_PLACE_MESSAGES.geofence)
        .max(GEOFENCE_LIMITS.max, LOCATION_PLACE_MESSAGES.geofence),
    ),
  })
  .superRefine((b, ctx) => {
    const given = [b.latitude, b.longitude, b.geofence_m];
    const set = given.filter((v) => v !== undefined && v !== null).length;
    if (set !== 0 && set !== 3)
      ctx.addIssue({ code: "custom", path: ["geofence_m"], message: LOCATION_PLACE_MESSAGES.allOrNone });
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

/** A location as the location routes answer it: with the circle its clock-ins are checked against. */
export const locationDetail = locationItem.extend({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  geofence_m: z.number().nullable().describe("The radius of the location check in meters; null: none"),
  jurisdiction: z.string().nullable().describe("The fair-workweek rule pack the location is under; null: none"),
});
export type LocationDetail = z.infer<typeof locationDetail>;

/** A role as created or renamed: with the area it belongs to. */
export const areaRoleRecord = areaRoleItem.extend({ area_id: z.number() });
export type AreaRoleRecord = z.infer<typeof areaRoleRecord>;

/**
 * A restaurant's usual work areas and roles, offered in the owner's language while a location has none (issue 36's
 * set-up path): the owner picks which to add, each through the ordinary area and role calls.
 */
export const STARTER_AREAS: Record<Locale, { area: string; roles: string[] }[]> = {
  en: [
    { area: "Kitchen", roles: ["Line Cook", "Prep Cook", "Dishwasher"] },
    { area: "Front of House", roles: ["Server", "Host", "Bartender"] },
  ],
  es: [
    { area: "Cocina", roles: ["Cocinero", "Ayudante de cocina", "Friegaplatos"] },
    { area: "Sala", roles: ["Camarero", "Recepcionista", "Bartender"] },
  ],
  fr: [
    { area: "Cuisine", roles: ["Cuisinier", "Commis", "Plongeur"] },
    { area: "Salle", roles: ["Serveur", "Hôte d'accueil", "Barman"] },
  ],
};
