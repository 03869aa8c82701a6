import { describe, expect, it } from "vitest";
import {
  describeNotification,
  NOTIFICATION_KINDS,
  NOTIFICATION_LINKS,
  type NotificationShift,
  notificationsQuery,
  REQUEST_DECIDED_STATUS,
  readNotificationsBody,
} from "./notifications";

const shift = (at: Partial<NotificationShift>): NotificationShift => ({
  shift_id: 1,
  name: "Dinner",
  role: "Line Cook",
  location: "Downtown",
  time_zone: "America/New_York",
  starts_at: "2026-11-30T22:00:00.000Z",
  ends_at: "2026-12-01T04:00:00.000Z",
  ...at,
});

describe("describeNotification", () => {
  it("says when a shift is in its location's zone, with the abbreviation in force at its start", () => {
    expect(describeNotification("shift_assigned", { shift: shift({}) })).toEqual({
      title: "New shift",
      body: "You are on Dinner - Line Cook at Downtown, Mon 30-11-2026 05:00 PM EST to 11:00 PM.",
    });
  });

  it("reads both sides of a clock change in New York (14-03-2027) and London (28-03-2027)", () => {
    // New York: 00:00 EST, and 05:00 EDT once the clocks went forward at 02:00.
    const ny = shift({ starts_at: "2027-03-14T05:00:00.000Z", ends_at: "2027-03-14T09:00:00.000Z" });
    expect(describeNotification("shift_assigned", { shift: ny }).body).toBe(
      "You are on Dinner - Line Cook at Downtown, Sun 14-03-2027 12:00 AM EST to 05:00 AM.",
    );
    const nyAfter = shift({ starts_at: "2027-03-14T12:00:00.000Z", ends_at: "2027-03-14T16:00:00.000Z" });
    expect(describeNotification("shift_changed", { shift: nyAfter, change: "moved" }).body).toBe(
      "Your shift Dinner - Line Cook at Downtown, Sun 14-03-2027 08:00 AM EDT to 12:00 PM was moved.",
    );
    // London: 23:00 GMT on Saturday to 03:00 BST on Sunday is three hours of work, not four.
    const london = { time_zone: "Europe/London", location: "Soho" };
    const night = shift({ ...london, starts_at: "2027-03-27T23:00:00.000Z", ends_at: "2027-03-28T02:00:00.000Z" });
    expect(describeNotification("pickup_requested", { shift: night, employee: "Ann" }).body).toBe(
      "Ann asks to pick up Dinner - Line Cook at Soho, Sat 27-03-2027 11:00 PM GMT to 03:00 AM.",
    );
    const after = shift({ ...london, starts_at: "2027-03-28T09:00:00.000Z", ends_at: "2027-03-28T15:00:00.000Z" });
    expect(describeNotification("shift_assigned", { shift: after }).body).toContain("Sun 28-03-2027 10:00 AM BST");
  });

  it("words each decision as its requester understands it", () => {
    const decided = (status: string) => describeNotification("request_decided", { shift: shift({}), status });
    expect(decided(REQUEST_DECIDED_STATUS.Accepted)).toEqual({
      title: "Pickup accepted",
      body: "Your request for Dinner - Line Cook at Downtown, Mon 30-11-2026 05:00 PM EST to 11:00 PM: Pickup accepted.",
    });
    expect(decided(REQUEST_DECIDED_STATUS.Released).title).toBe("Leave approved");
    expect(decided(REQUEST_DECIDED_STATUS["Leave Rejected"]).title).toBe("Leave rejected");
    expect(
      describeNotification("time_off_decided", { from: "04-10-2027", to: "05-10-2027", status: "Denied" }),
    ).toEqual({ title: "Time off denied", body: "Your time off 04-10-2027 to 05-10-2027: Denied." });
    expect(
      describeNotification("time_off_requested", { employee: "Ann", from: "04-10-2027", to: "04-10-2027" }),
    ).toEqual({ title: "Time off requested", body: "Ann asks for time off 04-10-2027." });
  });

  it("has a sentence and a link for every kind", () => {
    for (const kind of NOTIFICATION_KINDS) {
      const { title, body } = describeNotification(kind, { shift: shift({}) });
      expect(title.length, kind).toBeGreaterThan(0);
      expect(body.length, kind).toBeGreaterThan(0);
      expect(NOTIFICATION_LINKS[kind]).toMatch(/^\//);
    }
  });
});

describe("the request shapes", () => {
  it("takes exactly one of ids or all", () => {
    expect(readNotificationsBody.safeParse({ ids: [1, 2] }).success).toBe(true);
    expect(readNotificationsBody.safeParse({ all: true }).success).toBe(true);
    expect(readNotificationsBody.safeParse({}).success).toBe(false);
    expect(readNotificationsBody.safeParse({ ids: [1], all: true }).success).toBe(false);
  });

  it("pages 20 at a time unless told", () => {
    expect(notificationsQuery.parse({})).toEqual({ limit: 20 });
    expect(notificationsQuery.parse({ before: "9", limit: "5" })).toEqual({ before: 9, limit: 5 });
  });
});
