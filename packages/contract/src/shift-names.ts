import { z } from "zod";
import { requiredText } from "./fields";

export const shiftNameBody = z.object({ name: requiredText("name", 80) });
export type ShiftNameBody = z.input<typeof shiftNameBody>;

export const shiftNameIndexQuery = z.object({
  pagination: z.enum(["0", "1"]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  length: z.coerce.number().int().min(1).max(100).default(10),
});

export const shiftNameItem = z.object({ id: z.number(), name: z.string() });
export type ShiftNameItem = z.infer<typeof shiftNameItem>;
