import { MESSAGES } from "@brigade/contract/messages";
import { afterEach, describe, expect, it } from "vitest";
import { createPlace, createShift, storeBody } from "../modules/shifts/test-support";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../test/harness";

// The calendar feed, full shift lists and timelines run a few at a time; the rest wait, or hear the server is busy.

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

  it("past the queue, answer 503 with a message, and the server takes the next one once free", async () => {
    const { owner, url } = await appWith({ LARGE_READS_AT_ONCE: "1", LARGE_READS_WAITING: "1" });
    const answers = await Promise.all(Array.from({ length: 8 }, () => owner.get(url)));
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy.length + answers.filter((a) => a.statusCode === 200).length).toBe(8);
    for (const a of busy) expect(a.json()).toEqual({ message: MESSAGES.busy });
    // Every turn was handed back: one after another, they all answer.
    for (let i = 0; i < 3; i++) expect((await owner.get(url)).statusCode).toBe(200);
    // Small reads never wait for large ones.
    expect((await owner.get("/api/restaurant/location/index")).statusCode).toBe(200);
  });
});
