import { z } from "zod";
import { requiredText } from "./fields";

export const updateBusinessBody = z.object({ name: requiredText("business name") });
export type UpdateBusinessBody = z.infer<typeof updateBusinessBody>;

export const businessPayload = z.object({
  id: z.number(),
  name: z.string(),
  logo_url: z.string().nullable(),
  join_code: z.string(),
});
export type BusinessPayload = z.infer<typeof businessPayload>;

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MIME_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
/** Shown when a business has no logo of its own (served by the web app). */
export const DEFAULT_LOGO_URL = "/default-logo.svg";
