import { fill, MAIL_TEXTS } from "@brigade/contract/i18n/mail";
import { INVITE_DAYS, INVITE_PATH } from "@brigade/contract/invites";
import type { Locale } from "@brigade/contract/locales";
import {
  describeNotification,
  NOTIFICATION_LINKS,
  type NotificationData,
  type NotificationKind,
} from "@brigade/contract/notifications";
import { RESET_LINK_MINUTES, RESET_PASSWORD_PATH } from "@brigade/contract/password-reset";

// What a mail says, in a plain-text and an HTML part, in the recipient's saved language (English when they chose
// none: a mail has no browser to ask). The sentences are the app's own (describeNotification), whose times
// already carry the location's zone and its abbreviation.

export type RenderedMail = { subject: string; text: string; html: string };
type Recipient = { name: string; locale: Locale };

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Every value that goes into the HTML part passes here: names and shift names are anyone's text. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const ACCOUNT_PATH = "/account";

function page(parts: {
  lang: Locale;
  title: string;
  paragraphs: string[];
  link: { href: string; label: string };
  footer: string;
}) {
  const p = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;
  return [
    "<!doctype html>",
    `<html lang="${parts.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(parts.title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f8f9fa;font-family:Arial,Helvetica,sans-serif;color:#212529">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #dee2e6;border-radius:8px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(parts.title)}</h1>`,
    ...parts.paragraphs.map((text) => p(escapeHtml(text))),
    p(
      `<a href="${escapeHtml(parts.link.href)}" style="display:inline-block;background:#1c7ed6;color:#ffffff;` +
        `padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(parts.link.label)}</a>`,
    ),
    `<p style="margin:24px 0 0;font-size:12px;color:#495057">${parts.footer}</p>`,
    "</div></body></html>",
  ].join("\n");
}

/** A notification's mail: subject = its title, the app's sentence, a link to where it leads, how to stop these. */
export function renderNotificationMail(
  kind: NotificationKind,
  data: NotificationData,
  to: Recipient,
  publicUrl: string,
): RenderedMail {
  const t = MAIL_TEXTS[to.locale].mail;
  const { title, body } = describeNotification(kind, data, to.locale);
  const link = `${publicUrl}${NOTIFICATION_LINKS[kind]}`;
  const account = `${publicUrl}${ACCOUNT_PATH}`;
  const greeting = fill(t.greeting, { name: to.name });
  const open = fill(t.labelled, { label: t.openBrigade, value: link });
  const text = [greeting, "", body, "", open, "", "--", t.why, `${t.turnOff} ${account}`, ""].join("\n");
  const footer = `${escapeHtml(t.why)} ${escapeHtml(t.turnOff)} <a href="${escapeHtml(account)}">${escapeHtml(account)}</a>`;
  const html = page({
    lang: to.locale,
    title,
    paragraphs: [greeting, body],
    link: { href: link, label: t.openBrigade },
    footer,
  });
  return { subject: title, text, html };
}

/** The forgotten-password mail: the single-use link, how long it works, and what to do if it was not you. */
export function renderPasswordResetMail(token: string, to: Recipient, publicUrl: string): RenderedMail {
  const t = MAIL_TEXTS[to.locale];
  const subject = t.reset.subject;
  const link = `${publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  const greeting = fill(t.mail.greeting, { name: to.name });
  const expiry = fill(t.reset.expiry, { minutes: RESET_LINK_MINUTES });
  const choose = fill(t.mail.labelled, { label: t.reset.choose, value: link });
  const text = [greeting, "", t.reset.intro, "", choose, "", expiry, t.reset.ignore, ""].join("\n");
  const html = page({
    lang: to.locale,
    title: subject,
    paragraphs: [greeting, t.reset.intro],
    link: { href: link, label: t.reset.choose },
    footer: `${escapeHtml(expiry)} ${escapeHtml(t.reset.ignore)}`,
  });
  return { subject, text, html };
}

/**
 * To the previous address after someone else changed an account's e-mail (issue 34): what happened, what it ended,
 * and whom to tell. It names neither the new address nor the person who made the change.
 */
export function renderEmailChangedMail(business: string, to: Recipient, publicUrl: string): RenderedMail {
  const t = MAIL_TEXTS[to.locale];
  const subject = t.emailChanged.subject;
  const greeting = fill(t.mail.greeting, { name: to.name });
  const intro = fill(t.emailChanged.intro, { business });
  const open = fill(t.mail.labelled, { label: t.mail.openBrigade, value: publicUrl });
  const text = [greeting, "", intro, "", t.emailChanged.unexpected, "", open, ""].join("\n");
  const html = page({
    lang: to.locale,
    title: subject,
    paragraphs: [greeting, intro],
    link: { href: publicUrl, label: t.mail.openBrigade },
    footer: escapeHtml(t.emailChanged.unexpected),
  });
  return { subject, text, html };
}

/**
 * To a person invited to a business's team (issue 36): who invites them, where, and the single-use link. They have
 * no account, so the mail is in the inviter's language; the greeting names them when the inviter gave a name.
 */
export function renderInvitationMail(
  invite: { token: string; name: string | null; business: string; inviter: string },
  locale: Locale,
  publicUrl: string,
): RenderedMail {
  const t = MAIL_TEXTS[locale];
  const subject = fill(t.invitation.subject, { business: invite.business });
  const link = `${publicUrl}${INVITE_PATH}/${encodeURIComponent(invite.token)}`;
  const greeting = invite.name ? fill(t.mail.greeting, { name: invite.name }) : t.invitation.greeting;
  const intro = fill(t.invitation.intro, { inviter: invite.inviter, business: invite.business });
  const expiry = fill(t.invitation.expiry, { days: INVITE_DAYS });
  const accept = fill(t.mail.labelled, { label: t.invitation.accept, value: link });
  const text = [greeting, "", intro, "", accept, "", expiry, t.invitation.ignore, ""].join("\n");
  const html = page({
    lang: locale,
    title: subject,
    paragraphs: [greeting, intro],
    link: { href: link, label: t.invitation.accept },
    footer: `${escapeHtml(expiry)} ${escapeHtml(t.invitation.ignore)}`,
  });
  return { subject, text, html };
}
