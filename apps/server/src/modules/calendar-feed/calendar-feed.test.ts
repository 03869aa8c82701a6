import { CALENDAR_FEED_MESSAGES as M } from "@brigade/contract/calendar-feed";
import type { BookingStatus } from "@brigade/contract/enums";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/accounts";
import { areaRoles, locations } from "../../db/schema/locations";
import { calendarFeeds } from "../../db/schema/notifications";
import { shifts } from "../../db/schema/shifts";
import { hashToken } from "../../lib/tokens";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addMember, type Member } from "../member/test/support";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { makeCalendarFeedRepository } from "./repository";
import { feedPath, feedUrlOf, fetchFeed, parseFeed } from "./test/support";

// The calendar feed end to end: the URL from the API, the feed fetched without a session as a calendar app
// does, parsed by a real iCal parser. Shifts are in March 2027, read with the clock at 1 March 2027, so the
// New York (14 March) and London (28 March) clock changes both fall inside the feed's window.

const PUBLIC_URL = "https://shifts.example.test";
const FEED_NOW = new Date("2027-03-01T12:00:00Z");

let t: TestApp;
let owner: Caller;
let ny: Place;
let london: Place;
let member: Member;
let colleague: Member;
/** Booking ids of the member that the feed must show, by name. */
const shown: Record<string, number> = {};

beforeAll(async () => {
  // The feed reads the app's clock: set to FEED_NOW, not by faking Date, which would move PGlite's own clock too.
  t = await createTestApp({ PUBLIC_URL: `${PUBLIC_URL}/` }, { clock: () => FEED_NOW });
  owner = await registerOwner(t.app, "Feed Bistro");
  ny = await createPlace(t, owner);
  london = await createPlace(t, owner, "Europe/London");
  const db = t.database.db;
  await db.update(locations).set({ name: "Downtown" }).where(eq(locations.id, ny.locationId));
  await db.update(locations).set({ name: "Soho" }).where(eq(locations.id, london.locationId));
  await db.update(areaRoles).set({ name: "Line Cook" }).where(eq(areaRoles.id, ny.roleA));
  await db.update(areaRoles).set({ name: "Barista" }).where(eq(areaRoles.id, london.roleA));
  member = await addMember(t, owner, [ny.roleA, london.roleA]);
  colleague = await addMember(t, owner, [ny.roleA]);
});
afterAll(() => t.close());

/** A shift of one role (three positions) at the place, from..to (instants), as the owner makes it. */
const shiftAt = (place: Place, name: string, from: string, to: string) =>
  createShift(
    owner,
    storeBody(place, { name, from, to, areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 3 }] }] }),
  );

async function bookShift(place: Place, name: string, from: string, to: string, status: BookingStatus = "Accepted") {
  const shift = await shiftAt(place, name, from, to);
  return { shift, booking: await book(t, place, shift, { employeeId: member.employeeId, status }) };
}

/** The feed at `url` read on 1 March 2027; the answer must be 200 text/calendar. */
async function readFeed(url: string) {
  const res = await fetchFeed(t, url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
  return { ...parseFeed(res.body), text: res.body };
}

const expectNotFound = async (url: string) => {
  const res = await fetchFeed(t, url);
  expect(res.statusCode).toBe(404);
  expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
  expect(res.body).toBe(M.notFound);
};

describe("GET /api/calendar/feed and POST /api/calendar/feed/rotate", () => {
  it("need a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/calendar/feed"],
      ["POST", "/api/calendar/feed/rotate"],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthenticated." });
    }
  });

  it("give each user a secret URL of their own at PUBLIC_URL, shown once: later calls give null", async () => {
    const first = await member.get("/api/calendar/feed");
    const url = first.json().payload.url as string;
    expect(url).toMatch(/^https:\/\/shifts\.example\.test\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const again = await member.get("/api/calendar/feed");
    expect(again.json()).toEqual({ payload: { url: null } });
    expect((await fetchFeed(t, url)).statusCode).toBe(200);
    expect(await feedUrlOf(colleague)).not.toBe(url);
  });

  it("keep only the token's sha256, as sessions do", async () => {
    const someone = await addMember(t, owner, []);
    const url = await feedUrlOf(someone);
    const token = feedPath(url).replace(/^\/ical\/|\.ics$/g, "");
    const [row] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, someone.userId));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("replace the URL on rotate: the old one is 404 at once, the new one works and GET does not show it", async () => {
    const old = await feedUrlOf(colleague);
    expect((await fetchFeed(t, old)).statusCode).toBe(200);
    const res = await colleague.post("/api/calendar/feed/rotate");
    expect(res.statusCode, res.body).toBe(200);
    const { message, payload } = res.json();
    expect(message).toBe(M.rotated);
    expect(payload.url).not.toBe(old);
    await expectNotFound(old);
    expect((await fetchFeed(t, payload.url)).statusCode).toBe(200);
    expect((await colleague.get("/api/calendar/feed")).json().payload.url).toBeNull();
  });

  it("are dropped by a password change: the old URL is 404 and the next GET makes a new one", async () => {
    const someone = await addMember(t, owner, []);
    const old = await feedUrlOf(someone);
    const change = await someone.post("/api/auth/change-password", {
      current_password: "staff-pass",
      password: "a-new-password",
      password_confirmation: "a-new-password",
    });
    expect(change.statusCode, change.body).toBe(200);
    await expectNotFound(old);
    const fresh = (await someone.get("/api/calendar/feed")).json().payload.url as string;
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(t, fresh)).statusCode).toBe(200);
  });
});

describe("GET /ical/{token}.ics", () => {
  beforeAll(async () => {
    // Around both clock changes: New York 17:00-23:00 on either side of 14 March, London 09:00-17:00 of 28 March.
    shown.nyBefore = (await bookShift(ny, "Dinner", "2027-03-13T22:00:00Z", "2027-03-14T04:00:00Z")).booking;
    shown.nyAfter = (
      await bookShift(ny, "Dinner", "2027-03-15T21:00:00Z", "2027-03-16T03:00:00Z", "Apply For Leave")
    ).booking;
    shown.londonBefore = (
      await bookShift(london, "Brunch", "2027-03-27T09:00:00Z", "2027-03-27T17:00:00Z", "Leave Rejected")
    ).booking;
    shown.londonAfter = (await bookShift(london, "Brunch", "2027-03-29T08:00:00Z", "2027-03-29T16:00:00Z")).booking;
    // The window's edges: 26 days back and 80 ahead are in; 31 back and 92 ahead are out.
    shown.recent = (await bookShift(ny, "Early", "2027-02-03T15:00:00Z", "2027-02-03T19:00:00Z")).booking;
    shown.ahead = (await bookShift(ny, "Late", "2027-05-20T15:00:00Z", "2027-05-20T19:00:00Z")).booking;
    await bookShift(ny, "Too old", "2027-01-29T15:00:00Z", "2027-01-29T19:00:00Z");
    await bookShift(ny, "Too far", "2027-06-01T15:00:00Z", "2027-06-01T19:00:00Z");
    // Bookings that hold no position, and a draft shift staff may not see yet.
    for (const status of ["Pending", "Released", "Rejected"] as const) {
      await bookShift(ny, `Not held ${status}`, "2027-03-20T15:00:00Z", "2027-03-20T19:00:00Z", status);
    }
    const draft = await bookShift(ny, "Draft", "2027-03-21T15:00:00Z", "2027-03-21T19:00:00Z");
    await t.database.db.update(shifts).set({ publishedAt: null }).where(eq(shifts.id, draft.shift.id));
  });

  it("lists the user's position-holding bookings of published shifts, from 30 days ago to 90 ahead", async () => {
    const feed = await readFeed(await feedUrlOf(member));
    expect(feed.name).toBe("Brigade shifts - Feed Bistro");
    const ids = ["recent", "nyBefore", "nyAfter", "londonBefore", "londonAfter", "ahead"].map((k) => shown[k]);
    expect(feed.events.map((e) => e.uid)).toEqual(ids.map((id) => `booking-${id}@brigade`));
    const leave = feed.events.find((e) => e.uid === `booking-${shown.nyAfter}@brigade`);
    expect(leave).toMatchObject({ summary: "Dinner - Line Cook", location: "Downtown" });
    expect(leave?.description).toContain("You asked for leave from this shift");
  });

  it("writes each event at its location's wall-clock time with its TZID and VTIMEZONE, across the clock changes", async () => {
    const feed = await readFeed(await feedUrlOf(member));
    expect(feed.timezones.sort()).toEqual(["America/New_York", "Europe/London"]);
    const byId = (key: string) => feed.events.find((e) => e.uid === `booking-${shown[key]}@brigade`);
    // The same local hours before and after each change; the instants move by the hour the clocks did.
    expect(byId("nyBefore")).toMatchObject({
      tzid: "America/New_York",
      summary: "Dinner - Line Cook",
      location: "Downtown",
      localStart: "2027-03-13T17:00:00",
      localEnd: "2027-03-13T23:00:00",
      start: "2027-03-13T22:00:00.000Z",
      end: "2027-03-14T04:00:00.000Z",
    });
    expect(byId("nyAfter")).toMatchObject({
      tzid: "America/New_York",
      localStart: "2027-03-15T17:00:00",
      localEnd: "2027-03-15T23:00:00",
      start: "2027-03-15T21:00:00.000Z",
      end: "2027-03-16T03:00:00.000Z",
    });
    expect(byId("londonBefore")).toMatchObject({
      tzid: "Europe/London",
      summary: "Brunch - Barista",
      location: "Soho",
      localStart: "2027-03-27T09:00:00",
      start: "2027-03-27T09:00:00.000Z",
      end: "2027-03-27T17:00:00.000Z",
    });
    expect(byId("londonAfter")).toMatchObject({
      tzid: "Europe/London",
      localStart: "2027-03-29T09:00:00",
      localEnd: "2027-03-29T17:00:00",
      start: "2027-03-29T08:00:00.000Z",
      end: "2027-03-29T16:00:00.000Z",
    });
  });

  it("keeps an event's UID when its shift moves, so a calendar app moves the event", async () => {
    const { shift, booking } = await bookShift(ny, "Moving", "2027-03-22T14:00:00Z", "2027-03-22T18:00:00Z");
    const moved = await owner.patch(`/api/shift/${shift.id}`, {
      from: "2027-03-22T15:00:00Z",
      to: "2027-03-22T19:00:00Z",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const feed = await readFeed(await feedUrlOf(member));
    const events = feed.events.filter((e) => e.uid === `booking-${booking}@brigade`);
    expect(events).toEqual([
      expect.objectContaining({ localStart: "2027-03-22T11:00:00", start: "2027-03-22T15:00:00.000Z" }),
    ]);
  });

  it("carries no one else's shifts: a colleague's and another business's feeds hold only their own", async () => {
    const shift = await shiftAt(ny, "Colleague", "2027-03-10T15:00:00Z", "2027-03-10T19:00:00Z");
    const theirs = await book(t, ny, shift, { employeeId: colleague.employeeId });
    const colleagueFeed = await readFeed(await feedUrlOf(colleague));
    expect(colleagueFeed.events.map((e) => e.uid)).toEqual([`booking-${theirs}@brigade`]);

    const ownerB = await registerOwner(t.app, "Other Bistro");
    const placeB = await createPlace(t, ownerB);
    const memberB = await addMember(t, ownerB, [placeB.roleA]);
    const body = storeBody(placeB, { name: "B shift", from: "2027-03-10T15:00:00Z", to: "2027-03-10T19:00:00Z" });
    const bookingB = await book(t, placeB, await createShift(ownerB, body), { employeeId: memberB.employeeId });
    const feedB = await readFeed(await feedUrlOf(memberB));
    expect(feedB.events.map((e) => e.uid)).toEqual([`booking-${bookingB}@brigade`]);
    expect(feedB.text).not.toMatch(/Downtown|Soho|Feed Bistro|Line Cook|Barista/);
  });

  it("gives a user without an employee record (the owner) an empty but valid calendar", async () => {
    const feed = await readFeed(await feedUrlOf(owner));
    expect(feed.events).toEqual([]);
    expect(feed.name).toBe("Brigade shifts - Feed Bistro");
  });

  it("answers 404 in plain text to an unknown, malformed or deactivated user's token", async () => {
    await expectNotFound(`${PUBLIC_URL}/ical/${"A".repeat(43)}.ics`);
    await expectNotFound(`${PUBLIC_URL}/ical/not-a-token.ics`);
    const gone = await addMember(t, owner, []);
    const url = await feedUrlOf(gone);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, gone.userId));
    await expectNotFound(url);
    // Not a feed path at all: a 404 too, never the web app's page.
    const bare = await t.app.inject({ method: "GET", url: "/ical/whatever" });
    expect(bare.statusCode).toBe(404);
  });

  it("bounds the events, earliest first", async () => {
    const repo = makeCalendarFeedRepository(t.database.db);
    const rows = await repo.holdingBookings(
      ny.businessId,
      member.userId,
      new Date("2027-01-30T00:00:00Z"),
      new Date("2027-06-01T00:00:00Z"),
      2,
    );
    expect(rows.map((r) => r.id)).toEqual([shown.recent, shown.nyBefore]);
  });

  it("is rate limited per address", async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await limited.app.inject({ method: "GET", url: feedPath(`${PUBLIC_URL}/ical/x.ics`) })).statusCode,
        );
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
