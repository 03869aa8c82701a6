import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { weekStartIn } from "./local-time";
import {
  canPublish,
  mondaysBetween,
  PUBLISH_MESSAGES,
  publishable,
  type WeekFacts,
  weekStateLabel,
  weekStatus,
} from "./publish";

const facts = (patch: Partial<WeekFacts>): WeekFacts => ({
  published_at: null,
  shifts: 0,
  drafts: 0,
  changed: 0,
  removed: 0,
  people: 0,
  ...patch,
});
const AT = "2027-01-11T12:00:00.000Z";

describe("weekStatus", () => {
  it("reads a never-published week as draft with its drafts as changes, or published with draft weeks off", () => {
    expect(weekStatus(facts({ shifts: 3, drafts: 2 }), true)).toEqual({ state: "draft", changes: 2 });
    expect(weekStatus(facts({ shifts: 3 }), true)).toEqual({ state: "draft", changes: 0 });
    expect(weekStatus(facts({ shifts: 3 }), false)).toEqual({ state: "published", changes: 0 });
    // Drafts left from when the rule was on stay drafts.
    expect(weekStatus(facts({ shifts: 3, drafts: 1 }), false)).toEqual({ state: "draft", changes: 1 });
  });

  it("counts new drafts, changed and removed shifts of a published week", () => {
    expect(weekStatus(facts({ published_at: AT, shifts: 4 }), true)).toEqual({ state: "published", changes: 0 });
    const changed = facts({ published_at: AT, shifts: 4, drafts: 1, changed: 2, removed: 3 });
    expect(weekStatus(changed, true)).toEqual({ state: "changed since publish", changes: 6 });
    expect(weekStatus(changed, false)).toEqual({ state: "changed since publish", changes: 6 });
  });
});

describe("publishing", () => {
  it("has something to publish unless the week reads published or was never published and is empty", () => {
    expect(canPublish(facts({ shifts: 1 }), true)).toBe(true);
    expect(canPublish(facts({}), true)).toBe(false);
    expect(canPublish(facts({ published_at: AT, shifts: 2 }), true)).toBe(false);
    // A published week whose only shift was deleted: publishing tells of the removal.
    expect(canPublish(facts({ published_at: AT, removed: 1 }), true)).toBe(true);
    expect(publishable({ state: "draft", changes: 0, shifts: 0 })).toBe(false);
  });

  it("names the state and asks before publishing", () => {
    expect(weekStateLabel({ state: "draft", changes: 2 })).toBe("Draft");
    expect(weekStateLabel({ state: "draft", changes: 0, drafts: 2, shifts: 5 })).toBe("Draft");
    // Shifts staff already see, the week never published: not a draft.
    expect(weekStateLabel({ state: "draft", changes: 0, drafts: 0, shifts: 5 })).toBe("Not announced yet");
    expect(weekStateLabel({ state: "published", changes: 0 })).toBe("Published");
    expect(weekStateLabel({ state: "changed since publish", changes: 1 })).toBe("1 change since publishing");
    expect(weekStateLabel({ state: "changed since publish", changes: 3 })).toBe("3 changes since publishing");
    expect(PUBLISH_MESSAGES.confirm("30-11-2026", "Downtown", 12)).toBe(
      "Publish the week of 30-11-2026 at Downtown? 12 people with positions will be notified.",
    );
    expect(PUBLISH_MESSAGES.confirm("30-11-2026", "Downtown", 1)).toContain("1 person with a position will");
    expect(PUBLISH_MESSAGES.published("30-11-2026", 1, 2)).toBe(
      "The week of 30-11-2026 is published: 1 shift published, 2 people notified.",
    );
  });
});

describe("weeks in a zone", () => {
  it("starts on the local Monday, across a clock change", () => {
    // Sunday 14 March 2027 23:30 in New York (after springing forward) is Monday 03:30 UTC.
    expect(weekStartIn(new Date("2027-03-15T03:30:00Z"), "America/New_York").toString()).toBe("2027-03-08");
    expect(weekStartIn(new Date("2027-03-15T04:30:00Z"), "America/New_York").toString()).toBe("2027-03-15");
    // The same instant is already Monday in London.
    expect(weekStartIn(new Date("2027-03-15T03:30:00Z"), "Europe/London").toString()).toBe("2027-03-15");
  });

  it("lists the Mondays of every week a period touches", () => {
    const days = mondaysBetween(Temporal.PlainDate.from("2027-01-03"), Temporal.PlainDate.from("2027-01-18"));
    expect(days.map(String)).toEqual(["2026-12-28", "2027-01-04", "2027-01-11", "2027-01-18"]);
  });
});
