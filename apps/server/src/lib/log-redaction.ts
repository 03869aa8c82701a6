import { CALENDAR_FEED_PREFIX } from "@brigade/contract/calendar-feed";

// Some addresses hold their only credential: a kiosk's link (/kiosk/{token}, its calls under /api/kiosk/{token}),
// a calendar feed (/ical/{token}.ics) and an invitation (/invite/{token}, its calls under /api/invites/{token}); a
// password reset link carries ?token=. A log line never holds one:
// anyone who reads the logs (an operator, a log service) could clock people in or read their schedules.
// deploy/nginx/brigade.conf strips the same tokens from nginx's access log.

/** What a secret in a logged address is replaced with. */
export const REDACTED = "[redacted]";

const FEED = CALENDAR_FEED_PREFIX.replaceAll("/", "");
/**
 * The token segment of /kiosk/, /api/kiosk/, /invite/, /api/invites/ or /ical/ (its .ics kept) at the start of a path, or after a host
 * or a separator in a text ("GET:/api/kiosk/..."), not /api/restaurant/location/1/kiosk/rotate.
 */
const TOKEN_SEGMENT = new RegExp(
  `((?:^|[^\\w/.-]|//[\\w.:@-]+)(?:/+api)?/+(?:kiosk|invites?|${FEED})/+)[^/?#\\s"'<>]+?(?=\\.ics\\b|[/?#\\s"'<>]|$)`,
  "gi",
);
/** The value of any query parameter whose name holds "token" (?token=, &reset_token=). */
const TOKEN_QUERY = /([?&][^=&#\s"'<>]*token[^=&#\s"'<>]*=)[^&#\s"'<>]*/gi;

/** The text with every kiosk, feed or reset token replaced by REDACTED. */
export function redactSecrets(text: string): string {
  return text.replace(TOKEN_SEGMENT, `$1${REDACTED}`).replace(TOKEN_QUERY, `$1${REDACTED}`);
}
