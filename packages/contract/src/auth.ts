import { z } from "zod";
import { EMPLOYEE_STATUSES, USER_ROLES } from "./enums";
import { email, newPassword, requiredText } from "./fields";
import { LOCALES } from "./locales";
import { maxLengthMessage, requiredMessage } from "./messages";

/** What PUT /api/auth/locale answers (issue 15). */
export const LOCALE_MESSAGES = {
  locale: "The language must be en, es or fr, or null to follow the browser.",
  saved: "Language saved.",
} as const;

/** A saved language: one Brigade speaks, or null to follow the browser's. */
const localeChoice = z.enum(LOCALES, { error: LOCALE_MESSAGES.locale }).nullable();

export const localeBody = z.object({ locale: localeChoice });
export type LocaleBody = z.infer<typeof localeBody>;

export const registerBody = z.object({
  business_name: requiredText("business name"),
  name: requiredText("name"),
  email,
  password: newPassword,
  /** The language the page was in; saved on the account. */
  locale: localeChoice.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  // Not the strict e-mail rule: a malformed address simply fails to log in, like a wrong one.
  email: requiredText("email", 254),
  password: z
    .string({ error: requiredMessage("password") })
    .min(1, requiredMessage("password"))
    .max(200, maxLengthMessage("password", 200)),
});
export type LoginBody = z.infer<typeof loginBody>;

export const joinBody = z.object({
  join_code: requiredText("join code", 40),
  name: requiredText("name"),
  email,
  password: newPassword,
  /** The language the page was in; saved on the account. */
  locale: localeChoice.optional(),
});
export type JoinBody = z.infer<typeof joinBody>;

export const changePasswordBody = z.object({
  current_password: z
    .string({ error: requiredMessage("current password") })
    .min(1, requiredMessage("current password")),
  password: newPassword,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const sessionUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  avatar_url: z.string().nullable(),
  /** The language the user chose; null follows the browser. */
  locale: z.enum(LOCALES).nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionBusiness = z.object({
  id: z.number(),
  name: z.string(),
  logo_url: z.string().nullable(),
  /** Null for team members: only owners and managers hand the code out. */
  join_code: z.string().nullable(),
});

export const sessionEmployee = z
  .object({ id: z.number(), status: z.enum(EMPLOYEE_STATUSES), availability: z.string() })
  .nullable();

export const mePayload = z.object({ user: sessionUser, business: sessionBusiness, employee: sessionEmployee });
export type MePayload = z.infer<typeof mePayload>;

export const tokenPayload = z.object({ token: z.string(), user: sessionUser });
export type TokenPayload = z.infer<typeof tokenPayload>;

/** POST /api/auth/join's payload: the waiting employee and their user; no session is opened. */
export const joinPayload = z.object({ id: z.number(), status: z.string(), user: sessionUser });

// The cookie and header names live in auth-cookies.ts, which the web app's first script imports without zod.
export { CSRF_COOKIE, CSRF_HEADER, SECURE_COOKIE_PREFIX, SESSION_COOKIE } from "./auth-cookies";
