import type { CopyWeekBody, CopyWeekPayload } from "@brigade/contract/copy-week";
import type { ShiftItem } from "@brigade/contract/shifts";
import { eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { expect } from "vitest";
import { businesses } from "../../../db/schema/accounts";
import type { Caller, TestApp } from "../../../test/harness";

// The copy call as a client makes it, and what a client reads back: the shifts of a period and their local times.

export const copyCall = (caller: Caller, body: Partial<CopyWeekBody> | Record<string, unknown>) =>
  caller.post("/api/shift/copy-week", body);

/** A copy that must be answered 200: its payload and message. */
export async function copyWeek(caller: Caller, body: CopyWeekBody): Promise<CopyWeekPayload & { message: string }> {
  const res = await copyCall(caller, body);
  expect(res.statusCode, res.body).toBe(200);
  const json = res.json();
  return { ...(json.payload as CopyWeekPayload), message: json.message as string };
}

/** The location's shifts starting in the local days from..to (DD-MM-YYYY), with their bookings, in time order. */
export async function shiftsBetween(
  caller: Caller,
  locationId: number,
  from: string,
  to: string,
): Promise<ShiftItem[]> {
  const res = await caller.get(`/api/shift/index?location_id=${locationId}&from=${from}&to=${to}&pagination=0`);
  expect(res.statusCode, res.body).toBe(200);
  const shifts = res.json().payload.paginated as ShiftItem[];
  return [...shifts].sort((a, b) => a.from.localeCompare(b.from) || a.id - b.id);
}

/** An instant as the wall clock of a zone shows it: 'YYYY-MM-DDTHH:mm'. */
export const localTime = (at: string, timeZone: string): string =>
  Temporal.Instant.from(at).toZonedDateTimeISO(timeZone).toPlainDateTime().toString().slice(0, 16);

/** The work rule draft_weeks, as the owner's PUT leaves it. */
export async function setDraftWeeks(t: TestApp, businessId: number, on: boolean): Promise<void> {
  await t.database.db.update(businesses).set({ draftWeeks: on }).where(eq(businesses.id, businessId));
}

/** The ids of the calendar's draft events in a period of a location, as a manager's calendar shows them. */
export async function draftIds(caller: Caller, locationId: number, from: string, to: string): Promise<number[]> {
  const res = await caller.get(`/api/shift/calendar?location_id=${locationId}&from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  const events = res.json().payload.events as { id: number; draft: boolean }[];
  return events.filter((e) => e.draft).map((e) => e.id);
}
