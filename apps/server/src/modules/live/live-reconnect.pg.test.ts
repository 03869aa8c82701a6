import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openEventStream } from "../../test/event-stream";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createPlace, createShift, type Place, storeBody } from "../shifts/test/support";

// PostgreSQL only: the server's LISTEN connection is cut (PostgreSQL restarted, a failover). The server listens
// again on a new connection; the streams open meanwhile end, since notices may have been missed, and their
// clients connect again and read afresh.

let t: TestApp;
let base: string;
let owner: Caller;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = await registerOwner(t.app, "Failover Bistro");
  place = await createPlace(t, owner);
});
afterAll(() => t.close());

it("listens again after its connection is cut, and ends the streams that may have missed something", async () => {
  const headers = { authorization: `Bearer ${owner.token}` };
  const before = await openEventStream(`${base}/api/events`, headers);
  const first = await createShift(owner, storeBody(place));
  await before.next((e) => e.shift_id === first.id);

  const cut = await t.database.db.execute(
    sql`select pg_terminate_backend(pid) as cut from pg_stat_activity
        where datname = current_database() and query like 'LISTEN %' and pid <> pg_backend_pid()`,
  );
  expect((cut as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  await before.ended;

  const after = await openEventStream(`${base}/api/events`, headers);
  const second = await createShift(
    owner,
    storeBody(place, { from: "2027-01-18T22:00:00.000Z", to: "2027-01-19T04:00:00.000Z" }),
  );
  await after.next((e) => e.shift_id === second.id);
  after.close();
});
