import {
  describeNotification,
  NOTIFICATION_LINKS,
  type NotificationData,
  type NotificationKind,
} from "@brigade/contract/notifications";
import { RESET_LINK_MINUTES, RESET_PASSWORD_PATH } from "@brigade/contract/password-reset";

// What a mail says, in a plain-text and an HTML part. The sentences are the app's own (describeNotification),
// whose times already carry the location's zone and its abbreviation.

export type RenderedMail = { subject: string; text: string; html: string };
type Recipient = { name: string };

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Every value that goes into the HTML part passes here: names and shift names are anyone's text. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const ACCOUNT_PATH = "/account";

function page(parts: { title: string; paragraphs: string[]; link: { href: string; label: string }; footer: string }) {
  const p = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;
  return [
    "<!doctype html>",
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
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
  const { title, body } = describeNotification(kind, data);
  const link = `${publicUrl}${NOTIFICATION_LINKS[kind]}`;
  const account = `${publicUrl}${ACCOUNT_PATH}`;
  const greeting = `Hi ${to.name},`;
  const why = "You get this e-mail because e-mail is on for this kind of Brigade notification.";
  const off = "To turn these e-mails off, open your account page";
  const text = [greeting, "", body, "", `Open Brigade: ${link}`, "", "--", why, `${off}: ${account}`, ""].join("\n");
  const footer = `${escapeHtml(why)} ${escapeHtml(off)}: <a href="${escapeHtml(account)}">${escapeHtml(account)}</a>`;
  const html = page({ title, paragraphs: [greeting, body], link: { href: link, label: "Open Brigade" }, footer });
  return { subject: title, text, html };
}

/** The forgotten-password mail: the single-use link, how long it works, and what to do if it was not you. */
export function renderPasswordResetMail(token: string, to: Recipient, publicUrl: string): RenderedMail {
  const subject = "Reset your Brigade password";
  const link = `${publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  const greeting = `Hi ${to.name},`;
  const intro = "Someone, hopefully you, asked to reset the password of your Brigade account.";
  const expiry = `The link works once, within ${RESET_LINK_MINUTES} minutes.`;
  const ignore = "If you did not ask for this, ignore this e-mail: your password stays as it is.";
  const text = [greeting, "", intro, "", `Choose a new password: ${link}`, "", expiry, ignore, ""].join("\n");
  const html = page({
    title: subject,
    paragraphs: [greeting, intro],
    link: { href: link, label: "Choose a new password" },
    footer: `${escapeHtml(expiry)} ${escapeHtml(ignore)}`,
  });
  return { subject, text, html };
}
