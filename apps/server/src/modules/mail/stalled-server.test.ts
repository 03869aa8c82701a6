import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { askTimeOff, listOf } from "../notifications/test/support";
import { eventually, outboxOf } from "./test/support";

// An SMTP server that takes the connection and then says nothing: sending hangs, the app does not. Requests are
// answered while a mail is stuck, and closing the server ends the stuck send and hands the mail back at once.

let stalled: Server;
const sockets: Socket[] = [];
let closedByClient = 0;
let t: TestApp;
let owner: Caller;
let member: Caller;

beforeAll(async () => {
  stalled = createServer((socket) => {
    sockets.push(socket);
    socket.on("close", () => {
      closedByClient += 1;
    });
  });
  await new Promise<void>((done) => stalled.listen(0, "127.0.0.1", done));
  const { port } = stalled.address() as { port: number };
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_POLL_MS: "25" });
  owner = await registerOwner(t.app, "Quiet Bistro");
  member = await createStaff(t, owner, "team_member");
});
afterAll(async () => {
  await t?.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((done) => stalled?.close(done));
});

describe("a stalling SMTP server", () => {
  it("holds up no request, and closing the app hands the stuck mail back", async () => {
    // A change that notifies: its answer does not wait for the mail.
    await askTimeOff(member, 5);
    const [stuck] = await eventually(
      () => outboxOf(t, owner.userId),
      (rows) => rows[0]?.lockedUntil != null && sockets.length > 0,
    );
    expect(stuck).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });

    // While the worker waits on the silent server, reads and writes are answered.
    await askTimeOff(member, 6);
    expect((await listOf(owner)).items).toHaveLength(2);

    await t.app.close();
    // The worker hung up on the silent server rather than wait for its timeout.
    await eventually(
      async () => closedByClient,
      (n) => n > 0,
    );
    const [handedBack] = await outboxOf(t, owner.userId);
    expect(handedBack).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, lockedUntil: null });
    expect(handedBack?.lastError).toMatch(/abort/i);
    expect(handedBack?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
