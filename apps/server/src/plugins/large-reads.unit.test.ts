import { MESSAGES } from "@brigade/contract/messages";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerErrorHandling } from "./errors";
import { registerLargeReads } from "./large-reads";

// The turns of the large reads, held for as long as the test wants: a real route's read is over too soon for
// requests sent together to be sure of meeting in the queue (large-reads.test.ts has the real routes).

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app whose large read answers only once `open()` is called; small reads answer at once. */
async function appHeldOpen(limits: { running: number; waiting: number }) {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const started: number[] = [];
  app = Fastify();
  registerErrorHandling(app);
  registerLargeReads(app, limits);
  app.get<{ Querystring: { n: string } }>("/large", { config: { large: true } }, async (request) => {
    started.push(Number(request.query.n));
    await gate;
    return { n: Number(request.query.n) };
  });
  app.get("/small", async () => ({ ok: true }));
  await app.ready();
  // inject() sends only once awaited: `then` sends it now, so that requests not yet awaited are already waiting.
  const large = (n: number, from = "127.0.0.1") =>
    (app as FastifyInstance).inject({ method: "GET", url: `/large?n=${n}`, remoteAddress: from }).then((r) => r);
  return { large, small: () => (app as FastifyInstance).inject({ method: "GET", url: "/small" }), open, started };
}

describe("large reads, a few at a time", () => {
  it("past the queue, answer 503 with a message at once; those in it run in turn once the first is answered", async () => {
    const { large, small, open, started } = await appHeldOpen({ running: 1, waiting: 1 });
    const first = large(1);
    const second = large(2);
    const third = await large(3);
    expect(third.statusCode).toBe(503);
    expect(third.json()).toEqual({ message: MESSAGES.busy });
    // Small reads never wait for large ones.
    expect((await small()).statusCode).toBe(200);
    expect(started).toEqual([1]);

    open();
    expect((await first).json()).toEqual({ n: 1 });
    expect((await second).json()).toEqual({ n: 2 });
    expect(started).toEqual([1, 2]);
    // Every turn was handed back: more than the queue holds, one after another, all answer.
    for (const n of [4, 5, 6]) expect((await large(n)).statusCode).toBe(200);
  });

  it("as many run at once as allowed, and a waiting one starts as soon as a turn is free", async () => {
    const { large, open, started } = await appHeldOpen({ running: 2, waiting: 2 });
    const answers = [large(1), large(2), large(3), large(4)];
    const refused = await large(5);
    expect(refused.statusCode).toBe(503);
    expect(started).toEqual([1, 2]);
    open();
    expect((await Promise.all(answers)).map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(started).toEqual([1, 2, 3, 4]);
  });

  it("keeps a quarter of the waiting places for another business (here an address) than the one filling them", async () => {
    const { large, open, started } = await appHeldOpen({ running: 1, waiting: 4 });
    const burst = [large(1), large(2), large(3), large(4)];
    // One running, three waiting: the fourth place is not the burst's.
    const refused = await large(5);
    expect(refused.statusCode).toBe(503);
    const other = large(6, "10.0.0.2");
    const full = await large(7, "10.0.0.3");
    expect(full.statusCode).toBe(503);
    open();
    expect((await Promise.all([...burst, other])).map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect([...started].sort()).toEqual([1, 2, 3, 4, 6]);
  });
});
