import { MESSAGES } from "@brigade/contract/messages";
import { PUBLISH_MESSAGES as M, MAX_SCHEDULE_WEEKS } from "@brigade/contract/publish";
import { TIMELINE_MESSAGES } from "@brigade/contract/timelines";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createPlace, type Place } from "../shifts/test/support";
import { publish, setDraftWeeks, shiftAt, weeksOf } from "./test/support";

let t: TestApp;
let owner: Caller;
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Guarded Bistro");
  place = await createPlace(t, owner);
  await setDraftWeeks(owner, true);
});
afterAll(() => t.close());

const weeksUrl = (q: string) => `/api/schedule/weeks?${q}`;

describe("who may read and publish weeks", () => {
  it("answers 401 without a session", async () => {
    const get = await t.app.inject({
      method: "GET",
      url: weeksUrl(`location_id=${place.locationId}&from=11-01-2027&to=11-01-2027`),
    });
    const post = await t.app.inject({
      method: "POST",
      url: "/api/schedule/publish",
      payload: { location_id: place.locationId, week: "11-01-2027" },
    });
    expect([get.statusCode, post.statusCode]).toEqual([401, 401]);
    expect(post.json().message).toBe(MESSAGES.unauthenticated);
  });

  it("answers a team member 403 and lets a manager do both", async () => {
    const member = await createStaff(t, owner, "team_member");
    const manager = await createStaff(t, owner, "manager");
    await shiftAt(owner, place, "2027-01-12T15:00:00Z");
    expect(
      (await member.get(weeksUrl(`location_id=${place.locationId}&from=11-01-2027&to=11-01-2027`))).statusCode,
    ).toBe(403);
    expect((await publish(member, place.locationId, "11-01-2027")).statusCode).toBe(403);
    expect((await weeksOf(manager, place.locationId, "11-01-2027")).weeks).toHaveLength(1);
    expect((await publish(manager, place.locationId, "11-01-2027")).statusCode).toBe(200);
  });

  it("answers 404 for another business's location, as for one that does not exist", async () => {
    const other = await registerOwner(t.app, "Other Bistro");
    for (const id of [place.locationId, 2_147_483_647]) {
      const get = await other.get(weeksUrl(`location_id=${id}&from=11-01-2027&to=11-01-2027`));
      const post = await publish(other, id, "11-01-2027");
      expect([get.statusCode, post.statusCode]).toEqual([404, 404]);
      expect(post.json()).toEqual({ message: M.locationNotFound });
    }
  });
});

describe("validation", () => {
  const refused = async (res: { statusCode: number; json: () => unknown }, field: string, message: string) => {
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, errors: { [field]: [message] } });
  };

  it("refuses a malformed week or location", async () => {
    await refused(await publish(owner, place.locationId, "2027-01-11"), "week", TIMELINE_MESSAGES.dateFormat("week"));
    await refused(await publish(owner, place.locationId, "31-02-2027"), "week", TIMELINE_MESSAGES.dateFormat("week"));
    await refused(
      await owner.post("/api/schedule/publish", { week: "11-01-2027" }),
      "location_id",
      "The location field is required.",
    );
    await refused(
      await owner.post("/api/schedule/publish", { location_id: -1, week: "11-01-2027" }),
      "location_id",
      MESSAGES.invalidId,
    );
  });

  it("refuses a period in the wrong order or longer than the most weeks", async () => {
    const q = (from: string, to: string) =>
      owner.get(weeksUrl(`location_id=${place.locationId}&from=${from}&to=${to}`));
    await refused(await q("18-01-2027", "11-01-2027"), "to", TIMELINE_MESSAGES.toBeforeFrom);
    await refused(await q("01-2027", "11-01-2027"), "from", TIMELINE_MESSAGES.dateFormat("from"));
    // Monday 4 January to Sunday 4 July 2027 is 26 weeks; one day more starts a 27th.
    expect((await weeksOf(owner, place.locationId, "04-01-2027", "04-07-2027")).weeks).toHaveLength(MAX_SCHEDULE_WEEKS);
    await refused(await q("04-01-2027", "05-07-2027"), "to", M.tooManyWeeks);
    // Sunday 3 January to Monday 4 January is two weeks, though two days.
    expect((await weeksOf(owner, place.locationId, "03-01-2027", "04-01-2027")).weeks.map((w) => w.week)).toEqual([
      "28-12-2026",
      "04-01-2027",
    ]);
  });
});
