import { DEFAULT_LOCALE, isLocale } from "@brigade/contract/locales";
import { NOTIFICATION_KINDS, type NotificationKind, notificationData } from "@brigade/contract/notifications";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "../../config";
import {
  renderEmailChangedMail,
  renderInvitationMail,
  renderNotificationMail,
  renderPasswordResetMail,
} from "./render";
import type { ClaimedMail, MailRepository } from "./repository";
import { type MailTransport, makeTransport, type OutgoingMail } from "./transport";

// The outbox worker (week-building.md, "Notifications"): inside the server process, it sends what the changes'
// transactions wrote to mail_outbox. Delivery is at least once: a crash between the SMTP server's "accepted" and
// the row's sent_at, or an "accepted" that comes after the send's timeout, sends the mail again, with the same
// Message-ID, which the receiving side treats as one message.

/** Rows claimed per poll, sent side by side. */
export const MAIL_BATCH = 5;
/** After this many attempts a mail is given up (failed_at). */
export const MAX_MAIL_ATTEMPTS = 8;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** Wakes after writes come this soon, and many writes in a burst make one poll. */
const WAKE_DELAY_MS = 20;

export type MailWorker = { wake(): void; stop(): Promise<void> };

type Deps = {
  repo: MailRepository;
  transport: MailTransport;
  log: FastifyBaseLogger;
  publicUrl: string;
  pollMs: number;
  retryMs: number;
  /** How long a claim holds a row: longer than any send may take, so no other server takes one being sent. */
  lockMs: number;
  /** Told how each attempt ended (the metrics count them). */
  onOutcome?: (outcome: MailOutcome) => void;
};

/** How one attempt at a mail ended: sent, to be retried, given up after too many, or refused before sending. */
export type MailOutcome = "sent" | "retry" | "given_up" | "rejected";

/** The wait before the next attempt after `attempts` failed ones: retryMs, doubling, at most an hour. */
export const retryDelay = (retryMs: number, attempts: number): number =>
  Math.min(retryMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);

/** A refusal that no retry will change: the receiving server rejected the recipient (5xx on RCPT TO). */
function isPermanent(error: unknown): boolean {
  const e = error as { code?: string; responseCode?: number };
  return e.code === "EENVELOPE" && typeof e.responseCode === "number" && e.responseCode >= 500;
}
/** The error in one line, without the addresses an SMTP server may repeat (logs name no person). */
const describe = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error))
    .replace(/\s+/g, " ")
    .replace(/<?[^\s<>@]+@[^\s<>@]+>?/g, "<address>")
    .slice(0, 500);

type Composed = { mail: OutgoingMail } | { reject: string };

function compose(row: ClaimedMail, publicUrl: string, host: string): Composed {
  if (!row.email || !row.name || !row.reachable) return { reject: "The recipient's account is inactive or gone." };
  const to = { name: row.name, locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE };
  const base = { to: row.email, messageId: `<outbox-${row.id}@${host}>` };
  if (row.kind === "password_reset") {
    const token = row.data?.token;
    if (typeof token !== "string") return { reject: "The reset link's token is missing." };
    return { mail: { ...base, ...renderPasswordResetMail(token, to, publicUrl) } };
  }
  if (row.kind === "email_changed") {
    // To the address the account had: its holder learns of a change they may not have made.
    const { to: previous, business } = row.data ?? {};
    if (typeof previous !== "string" || typeof business !== "string") return { reject: "The old address is missing." };
    return { mail: { ...base, to: previous, ...renderEmailChangedMail(business, to, publicUrl) } };
  }
  if (row.kind === "invitation") {
    // To the invited address; the row's user is whoever invited, whose language it is written in.
    const { to: invited, token, name, business, inviter } = row.data ?? {};
    if (typeof invited !== "string" || typeof token !== "string" || typeof business !== "string") {
      return { reject: "The invitation's address or link is missing." };
    }
    const invite = { token, business, name: typeof name === "string" ? name : null, inviter: String(inviter ?? "") };
    return { mail: { ...base, to: invited, ...renderInvitationMail(invite, to.locale, publicUrl) } };
  }
  const kind = row.notificationKind as NotificationKind | null;
  const data = notificationData.safeParse(row.notificationData);
  if (!kind || !NOTIFICATION_KINDS.includes(kind) || !data.success) return { reject: "The notification is gone." };
  return { mail: { ...base, ...renderNotificationMail(kind, data.data, to, publicUrl) } };
}

export function startMailWorker(deps: Deps): MailWorker {
  const { repo, transport, log } = deps;
  const host = new URL(deps.publicUrl).hostname;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let timerAt = 0;
  let running: Promise<void> | undefined;
  let again = false;

  const told = (outcome: MailOutcome) => deps.onOutcome?.(outcome);

  async function failed(row: ClaimedMail, error: unknown): Promise<void> {
    const reason = describe(error);
    if (stopping.signal.aborted) {
      await repo.markRetry(row.id, row.attempts, reason, 0); // cut off by shutdown: due again at once, here or elsewhere
    } else if (isPermanent(error) || row.attempts >= MAX_MAIL_ATTEMPTS) {
      await repo.markFailed(row.id, row.attempts, reason);
      told("given_up");
      log.error({ outboxId: row.id, attempts: row.attempts, reason }, "mail given up");
    } else {
      const delayMs = retryDelay(deps.retryMs, row.attempts);
      await repo.markRetry(row.id, row.attempts, reason, delayMs);
      told("retry");
      log.warn({ outboxId: row.id, attempts: row.attempts, retryInMs: delayMs, reason }, "mail not sent, will retry");
    }
  }

  async function deliver(row: ClaimedMail): Promise<void> {
    try {
      let composed: Composed;
      try {
        composed = compose(row, deps.publicUrl, host);
      } catch (error) {
        composed = { reject: `The mail could not be written: ${describe(error)}` }; // would fail every time
      }
      if ("reject" in composed) {
        await repo.markFailed(row.id, row.attempts, composed.reject);
        told("rejected");
        log.info({ outboxId: row.id, reason: composed.reject }, "mail not sent");
        return;
      }
      try {
        await transport.send(composed.mail, stopping.signal);
      } catch (error) {
        await failed(row, error);
        return;
      }
      await repo.markSent(row.id);
      told("sent");
    } catch (error) {
      // The database failed us: the row stays claimed until its lock runs out, then it is due again.
      log.error({ err: error, outboxId: row.id }, "mail outbox update failed");
    }
  }

  /** One poll; true when it claimed a full batch (more may be due). */
  async function poll(): Promise<boolean> {
    const claimed = await repo.claimDue(MAIL_BATCH, deps.lockMs);
    await Promise.all(claimed.map(deliver));
    return claimed.length === MAIL_BATCH;
  }

  function schedule(ms: number): void {
    if (stopping.signal.aborted) return;
    clearTimeout(timer);
    timerAt = Date.now() + ms;
    timer = setTimeout(run, ms);
  }

  function run(): void {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    let more = false;
    running = poll()
      .then((full) => {
        more = full;
      })
      .catch((error) => log.error({ err: error }, "mail outbox poll failed"))
      .finally(() => {
        running = undefined;
        schedule(more || again ? 0 : deps.pollMs);
      });
  }

  schedule(0); // what was due before a restart goes out at once
  return {
    wake: () => {
      if (running) again = true;
      // A poll already this close stays put: a steady stream of writes must not keep pushing it back.
      else if (timerAt > Date.now() + WAKE_DELAY_MS) schedule(WAKE_DELAY_MS);
    },
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Starts the worker when e-mail is on, wakes it after every accepted write (its outbox rows have committed by
 * the time the answer goes out), and stops it when the server closes. Register before the routes, so the hook
 * covers them all.
 */
export function registerMailWorker(
  app: FastifyInstance,
  repo: MailRepository,
  config: Config,
  onOutcome?: (outcome: MailOutcome) => void,
): void {
  if (!config.mail) return;
  const worker = startMailWorker({
    repo,
    transport: makeTransport(config.mail),
    log: app.log.child({ module: "mail" }),
    publicUrl: config.publicUrl,
    pollMs: config.mail.pollMs,
    retryMs: config.mail.retryMs,
    lockMs: 2 * config.mail.sendTimeoutMs,
    onOutcome,
  });
  app.addHook("onResponse", async (request, reply) => {
    if (WRITE_METHODS.has(request.method) && reply.statusCode < 400) worker.wake();
  });
  app.addHook("onClose", () => worker.stop());
}
