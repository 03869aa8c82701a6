import { z } from "zod";
import type { UserRole } from "./enums";
import { requiredText } from "./fields";

export const updateBusinessBody = z.object({ name: requiredText("business name") });
export type UpdateBusinessBody = z.infer<typeof updateBusinessBody>;

export const businessPayload = z.object({
  id: z.number(),
  name: z.string(),
  logo_url: z.string().nullable(),
  /** Only owners and managers see the join code; team members get null. */
  join_code: z.string().nullable(),
});
export type BusinessPayload = z.infer<typeof businessPayload>;

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MIME_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
/** Shown when a business has no logo of its own (served by the web app). */
export const DEFAULT_LOGO_URL = "/default-logo.svg";

/**
 * Join codes: long enough not to be guessed (12 of 31 symbols, about 59 bits) and free of look-alikes
 * (no 0/O, 1/I/L) so they survive being read out loud or copied from a poster.
 */
export const JOIN_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const JOIN_CODE_LENGTH = 12;
export const JOIN_CODE_MESSAGES = {
  regenerated: "A new join code is ready; the old one no longer works.",
} as const;

/** Only owners and managers hand out the join code, so only they read it. */
export const joinCodeFor = (joinCode: string, role: UserRole): string | null =>
  role === "team_member" ? null : joinCode;
