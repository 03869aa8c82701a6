import { describe, expect, it } from "vitest";
import { BOOKING_TRANSITIONS, holdsPosition, isAllowedTransition } from "./bookings";
import { BOOKING_STATUSES } from "./enums";

describe("the table of booking transitions", () => {
  it("lets a member ask to leave only a position they hold, and nothing else", () => {
    const byMember = BOOKING_TRANSITIONS.filter((t) => t.by === "member").map((t) => `${t.from} -> ${t.to}`);
    expect(byMember).toEqual(["Accepted -> Apply For Leave"]);
  });

  it("releases only what holds a position, and only into Released", () => {
    for (const from of BOOKING_STATUSES)
      for (const to of BOOKING_STATUSES)
        expect(isAllowedTransition(from, to, "release"), `${from} -> ${to}`).toBe(
          holdsPosition(from) && to === "Released",
        );
  });

  it("never moves a settled booking (Rejected or Released) by anyone", () => {
    for (const t of BOOKING_TRANSITIONS) expect(["Rejected", "Released"]).not.toContain(t.from);
  });

  it("names only statuses that exist, each change once per kind of actor", () => {
    const keys = BOOKING_TRANSITIONS.map((t) => `${t.from}|${t.to}|${t.by}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of BOOKING_TRANSITIONS) expect(BOOKING_STATUSES).toEqual(expect.arrayContaining([t.from, t.to]));
  });
});
