import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessIdOf } from "../../test/fixtures";
import { createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { type ClaimedMail, makeMailRepository } from "./repository";
import { eventually, outboxOf, recordNotifications, shiftAt } from "./test/support";

// A send that outlives its claim (a stalled server, an SMTP reply that came late): by the time its outcome is
// written, the row may be claimed again by another server. The late outcome must neither release nor end that
// claim, else a third attempt could start while the second is still sending. No worker runs here (e-mail is
// off); the test claims as two servers would.

let t: TestApp;
let repo: ReturnType<typeof makeMailRepository>;

beforeAll(async () => {
  t = await createTestApp();
  repo = makeMailRepository(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

/** A queued mail for a new member, claimed twice: the first claim ran out (1 ms), the second holds it a minute. */
async function claimedTwice() {
  const owner = await registerOwner(t.app, "Fence Bistro");
  const member = await createStaff(t, owner, "team_member");
  const shift = shiftAt("Downtown", "America/New_York", "2027-01-11T22:00:00.000Z");
  await recordNotifications(t, await businessIdOf(owner), [
    { userId: member.userId, kind: "shift_assigned", data: { shift } },
  ]);
  const [row] = await outboxOf(t, member.userId);
  if (!row) throw new Error("no outbox row");
  const mine = (claimed: ClaimedMail[]) => claimed.find((c) => c.id === row.id);
  const first = mine(await repo.claimDue(100, 1));
  const second = await eventually(
    async () => mine(await repo.claimDue(100, 60_000)),
    (claimed) => claimed !== undefined,
  );
  expect([first?.attempts, second?.attempts]).toEqual([1, 2]);
  const stillClaimed = async () => mine(await repo.claimDue(100, 60_000)) === undefined;
  return { id: row.id, userId: member.userId, stillClaimed };
}

describe("an outcome written after its claim ran out", () => {
  it("a late retry or failure leaves the newer claim in place", async () => {
    const { id, userId, stillClaimed } = await claimedTwice();
    await repo.markRetry(id, 1, "Message sending aborted", 0);
    await repo.markFailed(id, 1, "Message sending aborted");
    expect(await stillClaimed()).toBe(true);
    const [row] = await outboxOf(t, userId);
    expect(row).toMatchObject({ attempts: 2, failedAt: null, lastError: null, sentAt: null });

    // The newer claim's own outcome counts.
    await repo.markRetry(id, 2, "Try again later", 0);
    const [after] = await outboxOf(t, userId);
    expect(after).toMatchObject({ attempts: 2, lastError: "Try again later", lockedUntil: null });
  });

  it("a late success is recorded, and then nothing else is", async () => {
    const { id, userId } = await claimedTwice();
    await repo.markSent(id);
    await repo.markRetry(id, 2, "Message sending aborted", 0);
    await repo.markFailed(id, 2, "Message sending aborted");
    const [row] = await outboxOf(t, userId);
    expect(row?.sentAt).not.toBeNull();
    expect(row).toMatchObject({ failedAt: null, lastError: null, data: null });
    expect(await repo.claimDue(100, 60_000)).not.toContainEqual(expect.objectContaining({ id }));
  });
});
