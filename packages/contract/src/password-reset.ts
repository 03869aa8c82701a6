import { z } from "zod";
import { email, newPassword } from "./fields";
import { requiredMessage } from "./messages";

// A forgotten password (issue 14): a single-use link by e-mail, only when the server sends e-mail.
// POST /api/auth/forgot-password, POST /api/auth/reset-password, GET /api/auth/options.

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;
/** The web page a reset link opens; the token follows as `?token=`. */
export const RESET_PASSWORD_PATH = "/reset-password";

export const PASSWORD_RESET_MESSAGES = {
  // The same answer whether or not the address has an account: it must not tell anyone which addresses do.
  linkSent:
    "If an account exists for that address, we sent it a link to reset the password. The link works once, within an hour.",
  mailOff:
    "This Brigade server does not send e-mail, so it cannot send a reset link. Ask your manager or the business owner to help.",
  invalidLink: "This reset link is invalid or has expired.",
  confirmationMismatch: "The password confirmation does not match.",
  passwordReset: "Your password has been reset and you were logged out everywhere. Log in with your new password.",
} as const;

export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z
  .object({
    token: z
      .string({ error: PASSWORD_RESET_MESSAGES.invalidLink })
      .min(1, PASSWORD_RESET_MESSAGES.invalidLink)
      .max(200, PASSWORD_RESET_MESSAGES.invalidLink),
    password: newPassword,
    password_confirmation: z
      .string({ error: requiredMessage("password confirmation") })
      .min(1, requiredMessage("password confirmation")),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ["password_confirmation"],
    message: PASSWORD_RESET_MESSAGES.confirmationMismatch,
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** What the login page needs to know before it offers "Forgot password?". */
export const authOptionsPayload = z.object({ password_reset: z.boolean() });
export type AuthOptionsPayload = z.infer<typeof authOptionsPayload>;
