import type { NotificationItem, NotificationsPayload } from "@brigade/contract/notifications";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { areaRoles, locations } from "../../../db/schema/locations";
import { mailOutbox } from "../../../db/schema/notifications";
import type { Caller, TestApp } from "../../../test/harness";
import { createPlace, type Place } from "../../shifts/test/support";
import { dayFromToday } from "../../time-off/test/support";

// What a user sees of their notifications, read through the API as the bell does, and the changes that make them.

/** GET /api/notifications as the caller, with an optional query (`?before=..&limit=..`). */
export async function listOf(caller: Caller, query = ""): Promise<NotificationsPayload> {
  const res = await caller.get(`/api/notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as NotificationsPayload;
}

/** The caller's notifications as (kind, title, body), newest first: what the list shows. */
export async function seen(caller: Caller): Promise<Pick<NotificationItem, "kind" | "title" | "body">[]> {
  return (await listOf(caller)).items.map(({ kind, title, body }) => ({ kind, title, body }));
}

/** A time-off request of the caller for one day `daysAhead` from today: a notification to each decider. */
export async function askTimeOff(caller: Caller, daysAhead: number): Promise<number> {
  const day = dayFromToday(daysAhead);
  const res = await caller.post("/api/employee/time-off", { from_day: day, to_day: day });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().payload.id as number;
}

/** The e-mails queued for a user, by kind, oldest first. */
export async function queuedMails(t: TestApp, userId: number) {
  return t.database.db
    .select({ kind: mailOutbox.kind, notificationId: mailOutbox.notificationId })
    .from(mailOutbox)
    .where(eq(mailOutbox.userId, userId))
    .orderBy(mailOutbox.id);
}

/** A location (renamed as given) with an area and two roles named Line Cook and Dishwasher, in a zone. */
export async function namedPlace(t: TestApp, owner: Caller, name: string, timeZone: string): Promise<Place> {
  const place = await createPlace(t, owner, timeZone);
  const db = t.database.db;
  await db.update(locations).set({ name }).where(eq(locations.id, place.locationId));
  await db.update(areaRoles).set({ name: "Line Cook" }).where(eq(areaRoles.id, place.roleA));
  await db.update(areaRoles).set({ name: "Dishwasher" }).where(eq(areaRoles.id, place.roleB));
  return place;
}
