import { z } from "zod";
import type { UserRole } from "./enums";
import { requiredText } from "./fields";

export const BUSINESS_MESSAGES = {
  currency: "The currency must be an ISO 4217 code, such as USD, EUR or GBP.",
} as const;

/** The ISO 4217 codes this runtime knows (Intl), so an amount can always be written in the currency. */
export const isCurrencyCode = (code: string): boolean => {
  try {
    return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code);
  } catch {
    return /^[A-Z]{3}$/.test(code);
  }
};

/** PUT /api/business: the name, and the currency of every amount (time-and-cost.md, "Money"); absent, unchanged. */
export const updateBusinessBody = z.object({
  name: requiredText("business name"),
  currency: z
    .string({ error: BUSINESS_MESSAGES.currency })
    .max(3, { message: BUSINESS_MESSAGES.currency, abort: true })
    .refine(isCurrencyCode, BUSINESS_MESSAGES.currency)
    .optional(),
});
export type UpdateBusinessBody = z.infer<typeof updateBusinessBody>;

export const businessPayload = z.object({
  id: z.number(),
  name: z.string(),
  logo_url: z.string().nullable(),
  /** Only owners and managers see the join code; team members get null. */
  join_code: z.string().nullable(),
  /** ISO 4217; every amount of the business is in it. */
  currency: z.string(),
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
