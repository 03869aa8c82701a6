import { z } from "zod";
import { LOCALE_MESSAGES } from "./auth";
import { STAFF_ROLES } from "./enums";
import { email, id, newPassword, requiredText, withoutNul } from "./fields";
import { LOCALES } from "./locales";
import { invalidCharactersMessage, MESSAGES, maxLengthMessage, mustBeTextMessage } from "./messages";

// Staff invited by e-mail or a copied link (issue 36): they choose their own password, and join active, with the
// role and positions the owner or manager chose. POST/GET /api/employee/invites, DELETE /api/employee/invites/{id},
// and the public GET /api/invites/{token}, POST /api/invites/{token}/accept.

/** How long an invitation link works. */
export const INVITE_DAYS = 7;
/** People one request may invite. */
export const MAX_INVITES_PER_REQUEST = 50;
/** The most pending invitations the list shows (newest first). */
export const MAX_PENDING_LISTED = 200;
/** The web page an invitation link opens; the token follows as a path segment. */
export const INVITE_PATH = "/invite";
/** The positions an invitation may carry (the same bound as a team member's). */
const MAX_INVITE_AREA_ROLES = 500;

export const INVITE_MESSAGES = {
  invalidLink: "This invitation is not valid or has expired.",
  notFound: "Invitation not found.",
  created: "Invitations created. Each link works once, within 7 days.",
  withdrawn: "Invitation withdrawn.",
  accepted: "Welcome to Brigade. Your account is ready.",
  none: "Add at least one person to invite.",
  tooMany: "Invite at most 50 people at a time.",
  tooManyRoles: "Choose at most 500 roles for one invitation.",
  twice: "This address is in the list twice.",
  hasAccount: "This address already has a Brigade account.",
  someHaveAccounts:
    "Some addresses already have a Brigade account: leave them out, or find them under Team Members instead.",
  acceptedHasAccount: "This address already has a Brigade account. Log in instead.",
} as const;

const staffRole = z.enum(STAFF_ROLES, { error: MESSAGES.invalidStaffRole });

const optionalName = z
  .string({ error: mustBeTextMessage("name") })
  .trim()
  .max(120, maxLengthMessage("name", 120))
  .refine(withoutNul, invalidCharactersMessage("name"))
  .nullish()
  .transform((v) => (v ? v : null));

/** One person to invite; without positions they get none until someone gives them some. */
export const inviteItemBody = z.object({
  email,
  name: optionalName,
  role: staffRole.default("team_member"),
  area_role_ids: z
    .array(id("role"))
    .max(MAX_INVITE_AREA_ROLES, INVITE_MESSAGES.tooManyRoles)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});

export const inviteBody = z
  .object({
    invites: z
      .array(inviteItemBody, { error: INVITE_MESSAGES.none })
      .min(1, INVITE_MESSAGES.none)
      .max(MAX_INVITES_PER_REQUEST, INVITE_MESSAGES.tooMany),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.invites.forEach((invite, index) => {
      if (seen.has(invite.email))
        ctx.addIssue({ code: "custom", path: ["invites", index, "email"], message: INVITE_MESSAGES.twice });
      seen.add(invite.email);
    });
  });
export type InviteBody = z.input<typeof inviteBody>;
export type InviteItemInput = z.output<typeof inviteItemBody>;

/** A pending invitation as the owner and managers see it; its link is shown once, when made. */
export const inviteItem = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  role: staffRole,
  area_role_ids: z.array(z.number()),
  created_at: z.string(),
  expires_at: z.string(),
  /** Past its expiry: the link no longer works; inviting the address again makes a new one. */
  expired: z.boolean(),
});
export type InviteItem = z.infer<typeof inviteItem>;

/** A new invitation: its link, which an owner without e-mail copies and sends themselves. */
export const createdInvite = inviteItem.extend({ link: z.string() });
export type CreatedInvite = z.infer<typeof createdInvite>;

/** `mailed`: an e-mail with the link was queued for each (this server sends e-mail). */
export const createdInvitesPayload = z.object({ invites: z.array(createdInvite), mailed: z.boolean() });
export type CreatedInvitesPayload = z.infer<typeof createdInvitesPayload>;

/** `mail_on`: this server sends e-mail, so new invitations are mailed as well as shown. */
export const inviteListPayload = z.object({ invites: z.array(inviteItem), mail_on: z.boolean() });
export type InviteListPayload = z.infer<typeof inviteListPayload>;

/** What the invitation page shows before the newcomer chooses a password. */
export const invitationPayload = z.object({
  business: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: staffRole,
});
export type InvitationPayload = z.infer<typeof invitationPayload>;

/** Any text: a token that is not one answers the same 404 as an expired one. */
export const inviteTokenParams = z.object({ token: z.string() });

export const acceptInviteBody = z.object({
  name: requiredText("name"),
  password: newPassword,
  /** The language the page was in; saved on the account. */
  locale: z.enum(LOCALES, { error: LOCALE_MESSAGES.locale }).nullable().optional(),
});
export type AcceptInviteBody = z.input<typeof acceptInviteBody>;
