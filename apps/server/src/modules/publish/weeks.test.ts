import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createPlace, type Place, storeBody } from "../shifts/test/support";
import { publish, published, setDraftWeeks, shiftAt, weekOf, weeksOf } from "./test/support";

let t: TestApp;
let owner: Caller;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Weekly Bistro");
  await setDraftWeeks(owner, true);
});
afterAll(() => t.close());

/** A New York location of its own per test, so each test's weeks start empty. */
const newPlace = (timeZone = "America/New_York") => createPlace(t, owner, timeZone);
const move = (id: number, from: string, to: string) => owner.patch(`/api/shift/${id}`, { from, to });
const state = async (place: Place, day: string) => {
  const w = await weekOf(owner, place.locationId, day);
  return { state: w.state, changes: w.changes, drafts: w.drafts, shifts: w.shifts };
};

describe("a week's state after publishing", () => {
  it("is changed since publish by an edit, a new draft and a delete, and published again after publishing", async () => {
    const place = await newPlace();
    const a = await shiftAt(owner, place, "2027-01-12T15:00:00Z");
    const b = await shiftAt(owner, place, "2027-01-13T15:00:00Z");
    expect(await state(place, "11-01-2027")).toEqual({ state: "draft", changes: 2, drafts: 2, shifts: 2 });
    const first = await published(owner, place.locationId, "11-01-2027");
    expect(first.week.published_at).not.toBeNull();
    expect(await state(place, "11-01-2027")).toEqual({ state: "published", changes: 0, drafts: 0, shifts: 2 });

    const edit = await owner.put(`/api/shift/${a.id}`, storeBody(place, { name: "Brunch", from: a.from, to: a.to }));
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await state(place, "11-01-2027")).toEqual({
      state: "changed since publish",
      changes: 1,
      drafts: 0,
      shifts: 2,
    });
    // Edited twice, still one changed shift.
    expect((await move(a.id, "2027-01-12T16:00:00Z", "2027-01-12T20:00:00Z")).statusCode).toBe(200);
    expect((await state(place, "11-01-2027")).changes).toBe(1);

    await shiftAt(owner, place, "2027-01-14T15:00:00Z");
    expect((await owner.del(`/api/shift/${b.id}`)).statusCode).toBe(200);
    expect(await state(place, "11-01-2027")).toEqual({
      state: "changed since publish",
      changes: 3,
      drafts: 1,
      shifts: 2,
    });

    const again = await published(owner, place.locationId, "17-01-2027");
    expect(again).toMatchObject({ published: 1, week: { state: "published", changes: 0 } });
    expect(Date.parse(again.week.published_at ?? "")).toBeGreaterThan(Date.parse(first.week.published_at ?? ""));
    expect((await publish(owner, place.locationId, "11-01-2027")).statusCode).toBe(409);
  });

  it("does not count a draft deleted, nor a week never published", async () => {
    const place = await newPlace();
    const draft = await shiftAt(owner, place, "2027-01-19T15:00:00Z");
    expect((await owner.del(`/api/shift/${draft.id}`)).statusCode).toBe(200);
    expect(await state(place, "18-01-2027")).toEqual({ state: "draft", changes: 0, drafts: 0, shifts: 0 });
    // A week never published with no shift has nothing to publish.
    expect((await publish(owner, place.locationId, "18-01-2027")).statusCode).toBe(409);
  });

  it("counts a published shift moved to another week as removed from its week and changed in the new one", async () => {
    const place = await newPlace();
    const s = await shiftAt(owner, place, "2027-01-26T15:00:00Z");
    await published(owner, place.locationId, "25-01-2027");
    await shiftAt(owner, place, "2027-02-02T15:00:00Z");
    await published(owner, place.locationId, "01-02-2027");
    expect((await move(s.id, "2027-02-03T15:00:00Z", "2027-02-03T19:00:00Z")).statusCode).toBe(200);
    expect(await state(place, "25-01-2027")).toEqual({
      state: "changed since publish",
      changes: 1,
      drafts: 0,
      shifts: 0,
    });
    expect(await state(place, "01-02-2027")).toEqual({
      state: "changed since publish",
      changes: 1,
      drafts: 0,
      shifts: 2,
    });
  });
});

describe("weeks in the location's time zone", () => {
  it("puts Sunday 23:30 in New York in that week, while the same instant is Monday in London", async () => {
    const ny = await newPlace("America/New_York");
    const london = await newPlace("Europe/London");
    // Sunday 17 January 2027, 23:30 in New York is Monday 04:30 in London.
    await shiftAt(owner, ny, "2027-01-18T04:30:00Z");
    await shiftAt(owner, london, "2027-01-18T04:30:00Z");
    // Sunday 23:30 in London.
    await shiftAt(owner, london, "2027-01-17T23:30:00Z");
    const drafts = async (p: Place) =>
      (await weeksOf(owner, p.locationId, "11-01-2027", "18-01-2027")).weeks.map((w) => [w.week, w.drafts]);
    expect(await drafts(ny)).toEqual([
      ["11-01-2027", 1],
      ["18-01-2027", 0],
    ]);
    expect(await drafts(london)).toEqual([
      ["11-01-2027", 1],
      ["18-01-2027", 1],
    ]);
    expect((await published(owner, ny.locationId, "17-01-2027")).published).toBe(1);
    expect((await published(owner, london.locationId, "17-01-2027")).published).toBe(1);
    expect((await weekOf(owner, london.locationId, "18-01-2027")).state).toBe("draft");
  });

  it("keeps the week boundary at local midnight across the clock changes of both zones", async () => {
    const ny = await newPlace("America/New_York");
    const london = await newPlace("Europe/London");
    // New York springs forward on Sunday 14 March 2027: 23:30 EDT that night, then 00:30 EDT on Monday.
    await shiftAt(owner, ny, "2027-03-15T03:30:00Z");
    await shiftAt(owner, ny, "2027-03-15T04:30:00Z");
    // London on Sunday 28 March 2027: 23:30 BST, then 00:30 BST on Monday.
    await shiftAt(owner, london, "2027-03-28T22:30:00Z");
    await shiftAt(owner, london, "2027-03-28T23:30:00Z");
    const list = await weeksOf(owner, ny.locationId, "10-03-2027", "31-03-2027");
    expect(list).toMatchObject({ location_id: ny.locationId, time_zone: "America/New_York", draft_weeks: true });
    expect(list.weeks.map((w) => [w.week, w.drafts])).toEqual([
      ["08-03-2027", 1],
      ["15-03-2027", 1],
      ["22-03-2027", 0],
      ["29-03-2027", 0],
    ]);
    const inLondon = await weeksOf(owner, london.locationId, "22-03-2027", "29-03-2027");
    expect(inLondon.weeks.map((w) => [w.week, w.drafts])).toEqual([
      ["22-03-2027", 1],
      ["29-03-2027", 1],
    ]);
    expect((await published(owner, ny.locationId, "14-03-2027")).published).toBe(1);
    expect((await weekOf(owner, ny.locationId, "15-03-2027")).state).toBe("draft");
  });
});
