import { afterEach, describe, expect, it } from "vitest";
import { createPlace, createShift, storeBody } from "../modules/shifts/test/support";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../test/harness";

// The calendar feed, full shift lists and timelines run a few at a time; the rest wait, or hear the server is busy.
// Requests sent together through a real route are not sure to meet in the queue (one can be answered before the next
// arrives, as on PostgreSQL in a clean-clone CI run): the refusals past the queue are proven on held-open reads in
// large-reads.unit.test.ts; here, a real route's reads all answer, in full, one at a time.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(env: Record<string, string>): Promise<{ owner: Caller; url: string }> {
  t = await createTestApp(env);
  const owner = await registerOwner(t.app);
  const place = await createPlace(t, owner);
  await createShift(owner, storeBody(place));
  return { owner, url: "/api/shift/calendar?from=11-01-2027&to=12-01-2027" };
}

describe("large reads", () => {
  it("wait their turn: many at once all answer, in full", async () => {
    const { owner, url } = await appWith({ LARGE_READS_AT_ONCE: "1", LARGE_READS_WAITING: "20" });
    const answers = await Promise.all(Array.from({ length: 8 }, () => owner.get(url)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    for (const a of answers) expect(a.json().payload.events).toHaveLength(1);
  });
});
