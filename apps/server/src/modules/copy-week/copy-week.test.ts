import { copyWeekSummary, COPY_WEEK_MESSAGES as M } from "@brigade/contract/copy-week";
import { TIMELINE_MESSAGES } from "@brigade/contract/timelines";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createNamedPlace, type NamedPlace, shiftAt } from "../auto-fill/test/support";
import { wallClock } from "../fit/test/support";
import { makeNotices, makeNotifier } from "../notifications";
import { createShift, insertBareShifts, storeBody } from "../shifts/test/support";
import { makeCopyWeekRepository } from "./repository";
import { makeCopyWeekService } from "./service";
import { copyCall, copyWeek, draftIds, localTime, setDraftWeeks, shiftsBetween } from "./test/support";

// Copying a week as a manager's client sees it: what is made, what is skipped, and every refusal.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FROM = "13-01-2027"; // a Wednesday: its week runs Monday 11 to Sunday 17 January 2027
const TO = "18-01-2027";

/** A business of its own with a New York location and the week of 11 January 2027: a dinner and a lunch. */
async function weekWithShifts() {
  const owner = await registerOwner(t.app);
  const place = await createNamedPlace(t, owner);
  const dinner = await createShift(
    owner,
    storeBody(place, {
      name: "Dinner",
      desc: "Dinner service",
      from: wallClock("2027-01-12T17:00", place.timeZone),
      to: wallClock("2027-01-12T23:00", place.timeZone),
      shift_type: "Premium",
      bonus: 25,
      label_color: "#aa3300",
      chunk: 2,
    }),
  );
  const lunch = await shiftAt(owner, place, "2027-01-17T11:00", "2027-01-17T15:00", { name: "Lunch", count: 3 });
  // The Sunday before and the Monday after are not in the week.
  await shiftAt(owner, place, "2027-01-10T11:00", "2027-01-10T15:00", { name: "Before" });
  await shiftAt(owner, place, "2027-01-25T11:00", "2027-01-25T15:00", { name: "After" });
  return { owner, place, dinner, lunch };
}

const body = (place: NamedPlace, extra: Record<string, unknown> = {}) => ({
  location_id: place.locationId,
  from_week: FROM,
  to_week: TO,
  ...extra,
});

describe("POST /api/shift/copy-week", () => {
  it("copies each shift of the week a week later with its details, every position open", async () => {
    const { owner, place, dinner, lunch } = await weekWithShifts();
    const result = await copyWeek(owner, body(place));
    expect(result).toMatchObject({
      created: 2,
      skipped_duplicates: 0,
      skipped_past: 0,
      assignments_copied: 0,
      assignments_skipped: [],
      source_shifts: 2,
      weeks: ["18-01-2027"],
      drafts: false,
      dry_run: false,
      time_zone: place.timeZone,
      message: "Created 2 shifts.",
    });
    const copies = await shiftsBetween(owner, place.locationId, "18-01-2027", "24-01-2027");
    expect(copies.map((c) => [c.name, localTime(c.from, place.timeZone), localTime(c.to, place.timeZone)])).toEqual([
      ["Dinner", "2027-01-19T17:00", "2027-01-19T23:00"],
      ["Lunch", "2027-01-24T11:00", "2027-01-24T15:00"],
    ]);
    const [dinnerCopy, lunchCopy] = copies;
    expect(dinnerCopy).toMatchObject({
      desc: dinner.desc,
      shift_type: "Premium",
      bonus: 25,
      label_color: "#aa3300",
      chunk: 2,
      day: "Tuesday",
      interval: "19-01-2027",
      shift_timeline: [],
    });
    const roles = (s: typeof dinner) => s.area_roles.map((r) => [r.id, r.pivot.role_count]).sort();
    expect(roles(dinnerCopy as typeof dinner)).toEqual(roles(dinner));
    expect(roles(lunchCopy as typeof lunch)).toEqual([[place.roleA, 3]]);
    // Two Half slots of three hours, each with every position open.
    expect(
      dinnerCopy?.shift_time_slots.map((s) => [s.type, localTime(s.from, place.timeZone), s.remaining_slots]),
    ).toEqual([
      ["Half", "2027-01-19T17:00", 3],
      ["Half", "2027-01-19T20:00", 3],
    ]);
    // The week copied from is as it was.
    expect((await shiftsBetween(owner, place.locationId, "11-01-2027", "17-01-2027")).map((s) => s.id)).toEqual([
      dinner.id,
      lunch.id,
    ]);
  });

  it("skips the shifts that already exist, so a second copy makes nothing", async () => {
    const { owner, place } = await weekWithShifts();
    // A lunch already at that time; a dinner at another time and a brunch at the dinner's time are not duplicates.
    await shiftAt(owner, place, "2027-01-24T11:00", "2027-01-24T16:00", { name: "Lunch" });
    await shiftAt(owner, place, "2027-01-19T18:00", "2027-01-19T23:00", { name: "Dinner" });
    await shiftAt(owner, place, "2027-01-19T17:00", "2027-01-19T23:00", { name: "Brunch" });
    const first = await copyWeek(owner, body(place));
    expect(first).toMatchObject({ created: 1, skipped_duplicates: 1 });
    expect(first.message).toBe("Created 1 shift; skipped 1 shift that already exists.");
    const second = await copyWeek(owner, body(place));
    expect(second).toMatchObject({ created: 0, skipped_duplicates: 2 });
    expect(await shiftsBetween(owner, place.locationId, "18-01-2027", "24-01-2027")).toHaveLength(4);
  });

  it("copies two identical shifts of the week as two, and neither the second time", async () => {
    const owner = await registerOwner(t.app);
    const place = await createNamedPlace(t, owner);
    await shiftAt(owner, place, "2027-01-12T17:00", "2027-01-12T22:00", { name: "Dinner" });
    await shiftAt(owner, place, "2027-01-12T17:00", "2027-01-12T22:00", { name: "Dinner" });
    expect(await copyWeek(owner, body(place))).toMatchObject({ created: 2, skipped_duplicates: 0 });
    expect(await copyWeek(owner, body(place))).toMatchObject({ created: 0, skipped_duplicates: 2 });
  });

  it("fills `weeks` weeks from the week copied into", async () => {
    const { owner, place } = await weekWithShifts();
    const result = await copyWeek(owner, body(place, { weeks: 3 }));
    expect(result).toMatchObject({ created: 6, weeks: ["18-01-2027", "25-01-2027", "01-02-2027"] });
    const copies = await shiftsBetween(owner, place.locationId, "18-01-2027", "07-02-2027");
    expect(copies.filter((c) => c.name !== "After").map((c) => localTime(c.from, place.timeZone))).toEqual([
      "2027-01-19T17:00",
      "2027-01-24T11:00",
      "2027-01-26T17:00",
      "2027-01-31T11:00",
      "2027-02-02T17:00",
      "2027-02-07T11:00",
    ]);
  });

  it("copies into an earlier week too", async () => {
    const owner = await registerOwner(t.app);
    const place = await createNamedPlace(t, owner);
    await shiftAt(owner, place, "2027-02-03T09:00", "2027-02-03T13:00");
    await copyWeek(owner, { location_id: place.locationId, from_week: "01-02-2027", to_week: "20-01-2027" });
    const copies = await shiftsBetween(owner, place.locationId, "18-01-2027", "24-01-2027");
    expect(copies.map((c) => localTime(c.from, place.timeZone))).toEqual(["2027-01-20T09:00"]);
  });

  it("answers a dry run with what the copy will do, and writes nothing", async () => {
    const { owner, place } = await weekWithShifts();
    await shiftAt(owner, place, "2027-01-24T11:00", "2027-01-24T16:00", { name: "Lunch" });
    const before = await shiftsBetween(owner, place.locationId, "18-01-2027", "31-01-2027");
    const preview = await copyWeek(owner, body(place, { weeks: 2, dry_run: true }));
    expect(preview).toMatchObject({ created: 3, skipped_duplicates: 1, dry_run: true });
    expect(preview.message).toBe("Will create 3 shifts; skip 1 shift that already exists.");
    expect(await shiftsBetween(owner, place.locationId, "18-01-2027", "31-01-2027")).toEqual(before);
    const { message: _m, ...done } = await copyWeek(owner, body(place, { weeks: 2 }));
    const { message: _p, predictability, ...previewed } = preview;
    expect(done).toEqual({ ...previewed, dry_run: false });
    // Without assignments the copy fills no position: nothing for the change log.
    expect(predictability).toEqual({ changes: [], pay_total: "0.00" });
  });

  it("makes drafts when the work rule draft_weeks is on, published shifts when it is off", async () => {
    const { owner, place } = await weekWithShifts();
    await setDraftWeeks(t, place.businessId, true);
    const result = await copyWeek(owner, body(place));
    expect(result.drafts).toBe(true);
    const copies = await shiftsBetween(owner, place.locationId, "18-01-2027", "24-01-2027");
    expect((await draftIds(owner, place.locationId, "18-01-2027", "24-01-2027")).sort()).toEqual(
      copies.map((c) => c.id).sort(),
    );
    await setDraftWeeks(t, place.businessId, false);
    await copyWeek(owner, { ...body(place), to_week: "25-01-2027" });
    expect(await draftIds(owner, place.locationId, "25-01-2027", "31-01-2027")).toEqual([]);
  });

  it("lets a manager copy, refuses a team member (403) and a caller without a session (401)", async () => {
    const { owner, place } = await weekWithShifts();
    const manager = await createStaff(t, owner, "manager");
    expect((await copyCall(manager, body(place, { dry_run: true }))).statusCode).toBe(200);
    const member = await createStaff(t, owner, "team_member");
    expect((await copyCall(member, body(place))).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/shift/copy-week", payload: body(place) });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 for another business's location or none", async () => {
    const { place } = await weekWithShifts();
    const other = await registerOwner(t.app, "Other Bistro");
    for (const locationId of [place.locationId, 2_000_000_000]) {
      const res = await copyCall(other, { ...body(place), location_id: locationId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.locationNotFound);
    }
  });

  it("refuses what is not a copy with the contract's messages (422)", async () => {
    const owner = await registerOwner(t.app);
    const place = await createNamedPlace(t, owner);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ from_week: FROM, to_week: TO }, "location_id", "The location field is required."],
      [{ location_id: place.locationId, to_week: TO }, "from_week", "The from week field is required."],
      [{ location_id: place.locationId, from_week: FROM }, "to_week", "The to week field is required."],
      [body(place, { from_week: "2027-01-13" }), "from_week", TIMELINE_MESSAGES.dateFormat("from week")],
      [body(place, { to_week: "31-02-2027" }), "to_week", TIMELINE_MESSAGES.dateFormat("to week")],
      [body(place, { weeks: 0 }), "weeks", M.weeks],
      [body(place, { weeks: 9 }), "weeks", M.weeks],
      [body(place, { weeks: 1.5 }), "weeks", M.weeks],
      [body(place, { weeks: "2" }), "weeks", M.weeks],
      [body(place, { with_assignments: "yes" }), "with_assignments", M.withAssignments],
      [body(place, { dry_run: 1 }), "dry_run", M.dryRun],
      [body(place, { to_week: "17-01-2027" }), "to_week", M.intoItself],
      [body(place, { from_week: "27-01-2027", to_week: "11-01-2027", weeks: 3 }), "to_week", M.intoItself],
      [body(place, { from_week: "05-04-2027", to_week: "02-11-2026" }), "to_week", M.weekOver],
    ];
    for (const [payload, field, message] of refusals) {
      const res = await copyCall(owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(payload)).toEqual([message]);
    }
  });

  it("refuses a copy that would make more than the most shifts at once, and makes none", async () => {
    const owner = await registerOwner(t.app);
    const place = await createNamedPlace(t, owner);
    await insertBareShifts(t, place, 700, "2027-01-12T15:00:00.000Z");
    const res = await copyCall(owner, body(place, { weeks: 3 }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: M.tooManyShifts, errors: { weeks: [M.tooManyShifts] } });
    expect(await copyWeek(owner, body(place, { weeks: 2, dry_run: true }))).toMatchObject({ created: 1400 });
    expect(await shiftsBetween(owner, place.locationId, "18-01-2027", "07-02-2027")).toEqual([]);
  });

  it("skips the copies that would start in the past when copying into the week in progress", async () => {
    const { owner, place } = await weekWithShifts();
    // The service on this test's database with its clock on Wednesday 20 January 2027, noon in New York.
    const repo = makeCopyWeekRepository(t.database.db, makeNotices(makeNotifier({ mailOn: false })));
    const at = (local: string) => () => new Date(wallClock(local, place.timeZone));
    const caller = { userId: owner.userId, businessId: place.businessId };
    const input = { ...body(place), weeks: 1, with_assignments: false, dry_run: false };
    const { payload: result } = await makeCopyWeekService(repo, at("2027-01-20T12:00")).copy(caller, input);
    expect(result).toMatchObject({ created: 1, skipped_past: 1 });
    expect(copyWeekSummary(result)).toBe("Created 1 shift; skipped 1 shift that would start in the past.");
    const copies = await shiftsBetween(owner, place.locationId, "18-01-2027", "24-01-2027");
    expect(copies.map((c) => c.name)).toEqual(["Lunch"]);
    // Once the week is over, copying into it is refused.
    await expect(makeCopyWeekService(repo, at("2027-01-25T00:00")).copy(caller, input)).rejects.toMatchObject({
      status: 422,
      message: M.weekOver,
    });
  });
});
