import { z } from "zod";
import { invalidCharactersMessage, MESSAGES, maxLengthMessage, mustBeTextMessage, requiredMessage } from "./messages";

// Field builders so each kind of input is validated the same way everywhere.

/** The largest id the database's integer columns hold; a bigger one is invalid, not a server error. */
export const MAX_ID = 2_147_483_647;

// PostgreSQL text cannot hold a NUL character: refuse it here rather than fail in the database.
export const withoutNul = (v: string) => !v.includes("\u0000");

/** A required, trimmed text field with the Laravel-style messages clients already know. */
export const requiredText = (label: string, max = 120) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, maxLengthMessage(label, max))
    .refine(withoutNul, invalidCharactersMessage(label));

export const optionalText = (label: string, max = 500) =>
  z
    .string({ error: mustBeTextMessage(label) })
    .trim()
    .max(max, maxLengthMessage(label, max))
    .refine(withoutNul, invalidCharactersMessage(label))
    .nullish()
    .transform((v) => (v ? v : null));

export const email = z
  .string({ error: requiredMessage("email") })
  .trim()
  .min(1, requiredMessage("email"))
  .max(254, maxLengthMessage("email", 254))
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  .transform((v) => v.toLowerCase());

export const newPassword = z
  .string({ error: requiredMessage("password") })
  .min(1, requiredMessage("password"))
  .min(8, MESSAGES.passwordMin)
  .max(200, maxLengthMessage("password", 200));

/** A database id: a positive integer, also when it arrives as a query or path string. */
export const id = (label = "id") =>
  z.coerce
    .number({ error: requiredMessage(label) })
    .int(MESSAGES.invalidId)
    .positive(MESSAGES.invalidId)
    .max(MAX_ID, MESSAGES.invalidId);

export const idParams = z.object({ id: id() });

/** Optional ids in a query: repeated or comma-separated (`ids=3,5`); empty means no filter. */
export const optionalIdList = (label = "id") =>
  z.preprocess((v) => {
    if (v === undefined || v === null) return undefined;
    const parts = (Array.isArray(v) ? v : [v]).flatMap((p) => String(p).split(","));
    const ids = parts.map((p) => p.trim()).filter((p) => p !== "");
    return ids.length ? ids : undefined;
  }, z.array(id(label)).max(100).optional());

/** An optional search text of a list query; blank means no search. */
export const optionalSearch = (label = "search") =>
  z
    .string()
    .trim()
    .max(100, maxLengthMessage(label, 100))
    .refine(withoutNul, invalidCharactersMessage(label))
    .optional()
    .transform((v) => (v ? v : undefined));

export const phone = z
  .string({ error: mustBeTextMessage("phone") })
  .trim()
  .max(30, maxLengthMessage("phone", 30))
  .regex(/^[+0-9 ()-]*$/, MESSAGES.phoneCharacters)
  .nullish()
  .transform((v) => (v ? v : null));
