import type { PublishPayload, ScheduleWeek, ScheduleWeeksPayload } from "@brigade/contract/publish";
import type { ShiftItem } from "@brigade/contract/shifts";
import type { WorkRules } from "@brigade/contract/work-rules";
import { expect } from "vitest";
import type { Caller } from "../../../test/harness";
import { assignment, selectShift } from "../../assignments/test/support";
import { createShift, type Place, storeBody } from "../../shifts/test/support";

// The calls of the publishing tests: the work rule, a one-role shift, assigning, publishing and reading weeks.

/** The owner turns the work rule draft_weeks on or off, keeping the other rules. */
export async function setDraftWeeks(owner: Caller, on: boolean): Promise<void> {
  const rules = (await owner.get("/api/business/work-rules")).json().payload as WorkRules;
  const res = await owner.put("/api/business/work-rules", { ...rules, draft_weeks: on });
  expect(res.statusCode, res.body).toBe(200);
}

/** A shift of `hours` from `from` (an ISO instant) needing `count` of role A. */
export const shiftAt = (caller: Caller, place: Place, from: string, opts: { hours?: number; count?: number } = {}) =>
  createShift(
    caller,
    storeBody(place, {
      from,
      to: new Date(new Date(from).getTime() + (opts.hours ?? 4) * 3_600_000).toISOString(),
      areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: opts.count ?? 3 }] }],
    }),
  );

/** A manager assigns an employee to the shift's first slot in role A (select-shift); the booking's id. */
export async function assign(caller: Caller, place: Place, shift: ShiftItem, employeeId: number): Promise<number> {
  const res = await selectShift(caller, assignment(shift, employeeId, place.roleA));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.id as number;
}

export const publish = (caller: Caller, locationId: number, week: string) =>
  caller.post("/api/schedule/publish", { location_id: locationId, week });

/** Publishes and expects it done; the payload. */
export async function published(caller: Caller, locationId: number, week: string): Promise<PublishPayload> {
  const res = await publish(caller, locationId, week);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as PublishPayload;
}

/** GET /api/schedule/weeks, expected to answer 200. */
export async function weeksOf(caller: Caller, locationId: number, from: string, to = from) {
  const res = await caller.get(`/api/schedule/weeks?location_id=${locationId}&from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as ScheduleWeeksPayload;
}

/** The one week holding `day`. */
export async function weekOf(caller: Caller, locationId: number, day: string): Promise<ScheduleWeek> {
  const [week] = (await weeksOf(caller, locationId, day)).weeks;
  if (!week) throw new Error("no week");
  return week;
}
