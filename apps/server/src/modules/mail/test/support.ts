import type { NotificationShift } from "@brigade/contract/notifications";
import { eq } from "drizzle-orm";
import { mailOutbox } from "../../../db/schema/notifications";
import { createTestApp, type TestApp } from "../../../test/harness";
import { makeNotifier, type NotificationDraft } from "../../notifications";
import type { TestSmtpServer } from "./test-smtp-server";

// The server with e-mail on, sending to a test SMTP server, and what the tests read of its outbox.

export const PUBLIC_URL = "https://brigade.example.test";

/** A test app whose worker polls often and retries soon (MAIL_RETRY_MS), sending to `smtp`. */
export function createMailApp(smtp: TestSmtpServer, env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Brigade Test <brigade@example.test>",
    PUBLIC_URL,
    MAIL_POLL_MS: "25",
    MAIL_RETRY_MS: "100",
    ...env,
  });
}

/** Notifications written as a change writes them (the notifier with e-mail on), outside any request. */
export function recordNotifications(t: TestApp, businessId: number, drafts: NotificationDraft[]): Promise<void> {
  return makeNotifier({ mailOn: true }).record(t.database.db, businessId, drafts);
}

/** A shift at a location in `timeZone`, from `startsAt` for six hours. */
export function shiftAt(location: string, timeZone: string, startsAt: string): NotificationShift {
  const ends = new Date(new Date(startsAt).getTime() + 6 * 3_600_000).toISOString();
  return {
    shift_id: 1,
    name: "Dinner",
    role: "Line Cook",
    location,
    time_zone: timeZone,
    starts_at: startsAt,
    ends_at: ends,
  };
}

/** The user's outbox rows, oldest first. */
export function outboxOf(t: TestApp, userId: number) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId)).orderBy(mailOutbox.id);
}

/** Resolves once `check` holds, polling the database (the worker runs on its own). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not there: ${JSON.stringify(value)}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}
