import { z } from "zod";
import { CLOCK_TIME } from "./availability-time";
import { requiredText } from "./fields";
import type { Locale } from "./locales";

export const SHIFT_NAME_MESSAGES = {
  timeInvalid: "A usual time is written as HH:mm, e.g. 17:00.",
  timesTogether: "Give both usual times, or neither.",
} as const;

const usualTime = z.string().regex(CLOCK_TIME, SHIFT_NAME_MESSAGES.timeInvalid).nullable().optional();

/**
 * A shift name and its usual times ("HH:mm" on the location's clock; a `to_time` at or before `from_time` ends the
 * next day), which the Create Shift form fills From and To with. Both or neither; left out on an update, they are
 * kept (a rename), null clears them.
 */
export const shiftNameBody = z
  .object({ name: requiredText("name", 80), from_time: usualTime, to_time: usualTime })
  .superRefine((body, ctx) => {
    if (body.from_time === undefined && body.to_time === undefined) return;
    if ((body.from_time ?? null) === null && (body.to_time ?? null) === null) return;
    if (!body.from_time)
      ctx.addIssue({ code: "custom", path: ["from_time"], message: SHIFT_NAME_MESSAGES.timesTogether });
    if (!body.to_time) ctx.addIssue({ code: "custom", path: ["to_time"], message: SHIFT_NAME_MESSAGES.timesTogether });
  });
export type ShiftNameBody = z.input<typeof shiftNameBody>;

export const shiftNameIndexQuery = z.object({
  pagination: z.enum(["0", "1"]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  length: z.coerce.number().int().min(1).max(100).default(10),
});

export const shiftNameItem = z.object({
  id: z.number(),
  name: z.string(),
  from_time: z.string().nullable(),
  to_time: z.string().nullable(),
});
export type ShiftNameItem = z.infer<typeof shiftNameItem>;

/** The names a new business starts with, with a restaurant's usual times, in the owner's language. */
export const STARTER_SHIFT_NAMES: Record<Locale, { name: string; from_time: string; to_time: string }[]> = {
  en: [
    { name: "Breakfast", from_time: "07:00", to_time: "11:00" },
    { name: "Lunch", from_time: "11:00", to_time: "15:00" },
    { name: "Dinner", from_time: "17:00", to_time: "22:00" },
    { name: "Late Night", from_time: "22:00", to_time: "02:00" },
  ],
  es: [
    { name: "Desayuno", from_time: "07:00", to_time: "11:00" },
    { name: "Comida", from_time: "13:00", to_time: "17:00" },
    { name: "Cena", from_time: "20:00", to_time: "00:00" },
    { name: "Noche", from_time: "23:00", to_time: "03:00" },
  ],
  fr: [
    { name: "Petit-déjeuner", from_time: "07:00", to_time: "10:30" },
    { name: "Déjeuner", from_time: "11:30", to_time: "15:00" },
    { name: "Dîner", from_time: "18:30", to_time: "23:00" },
    { name: "Nuit", from_time: "22:30", to_time: "02:00" },
  ],
};
