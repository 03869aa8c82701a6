import { ASSIGN_MESSAGES } from "@brigade/contract/assignments";
import {
  DECISION_MESSAGES as M,
  MAX_BULK_DECISIONS,
  type RequestListingItem,
  requestListingItem,
} from "@brigade/contract/decisions";
import { MESSAGES } from "@brigade/contract/messages";
import { paginated } from "@brigade/contract/pagination";
import type { ShiftItem } from "@brigade/contract/shifts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employees } from "../../db/schema/employees";
import { notifications } from "../../db/schema/notifications";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { openPositions, requestIn, statusOf } from "./test/support";

// Requests that expire (a pickup whose slot has started, flagged at read time) and deciding many at once.

let t: TestApp;
let owner: Caller;
let place: Place;
let day = 0;
const HOUR = 3_600_000;

/** A shift on a day of its own in 2027, role A with `count` positions. */
function futureShift(count = 2): Promise<ShiftItem> {
  const start = Date.UTC(2027, 8, 1 + ++day, 15);
  return createShift(
    owner,
    storeBody(place, {
      from: new Date(start).toISOString(),
      to: new Date(start + 6 * HOUR).toISOString(),
      areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count }] }],
    }),
  );
}

/** Moves a shift (and its slots and bookings) so that it starts `hoursAgo` hours before now. */
async function moveToPast(shift: ShiftItem, hoursAgo: number): Promise<void> {
  const from = Date.now() - hoursAgo * HOUR;
  const res = await owner.patch(`/api/shift/${shift.id}`, {
    from: new Date(from).toISOString(),
    to: new Date(from + 6 * HOUR).toISOString(),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const BULK = "/api/shift/employee/shift-action/bulk";
const bulk = (caller: Caller, body: unknown) => caller.post(BULK, body);

async function decidedNotices(employeeId: number): Promise<number> {
  const db = t.database.db;
  const [employee] = await db.select({ userId: employees.userId }).from(employees).where(eq(employees.id, employeeId));
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, employee?.userId ?? 0), eq(notifications.kind, "request_decided")));
  return rows.length;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner);
});
afterAll(() => t.close());

describe("the requests listing's expired flag", () => {
  const page = paginated(requestListingItem);
  const list = async (query: string) => {
    const res = await owner.get(`/api/shift/employee/bookings?${query}&location_id=${place.locationId}&length=100`);
    expect(res.statusCode, res.body).toBe(200);
    return page.parse(res.json().payload.paginated);
  };
  const flags = (rows: RequestListingItem[]) => Object.fromEntries(rows.map((r) => [r.id, r.expired]));

  it("is true on a pickup whose slot has started, false ahead of it and on a leave request", async () => {
    const started = await futureShift();
    const ahead = await futureShift();
    const late = await requestIn(t, place, started, "Pending");
    const leave = await requestIn(t, place, started, "Apply For Leave");
    const early = await requestIn(t, place, ahead, "Pending");
    await moveToPast(started, 1);

    const pending = await list("status=Pending");
    expect(flags(pending.data)).toMatchObject({ [late.bookingId]: true, [early.bookingId]: false });
    // The spec's status is unchanged: expired is a flag beside it.
    expect(pending.data.find((r) => r.id === late.bookingId)?.status).toBe("Pending");
    expect(flags((await list("status=Apply For Leave")).data)).toMatchObject({ [leave.bookingId]: false });

    // Upcoming and past split at the slot's start, as the flag does.
    const upcoming = await list("status=Pending&when=upcoming");
    const past = await list("status=Pending&when=past");
    expect(upcoming.data.map((r) => r.id)).toContain(early.bookingId);
    expect(upcoming.data.every((r) => !r.expired)).toBe(true);
    expect(past.data.map((r) => r.id)).toEqual([late.bookingId]);
    expect(past.total).toBe(1);
    expect(upcoming.total + past.total).toBe(pending.total);
    expect((await list("status=Apply For Leave&when=past")).data.map((r) => r.id)).toEqual([leave.bookingId]);
  });

  it("keeps `when` in the page links and answers 422 for another value", async () => {
    const res = await owner.get("/api/shift/employee/bookings?status=Pending&when=upcoming&length=1");
    const next = res.json().payload.paginated.next_page_url as string | null;
    if (next) expect(next).toContain("when=upcoming");
    const bad = await owner.get("/api/shift/employee/bookings?status=Pending&when=yesterday");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.when).toEqual([M.when]);
  });
});

describe("POST /api/shift/employee/shift-action/bulk", () => {
  it("accepts pickups and approves a leave, each as the single decision does, notifications included", async () => {
    const shift = await futureShift(3);
    const ann = await requestIn(t, place, shift, "Pending");
    const ben = await requestIn(t, place, shift, "Pending");
    const cleo = await requestIn(t, place, await futureShift(), "Apply For Leave");
    const ids = [ann.bookingId, ben.bookingId, cleo.bookingId];

    const res = await bulk(owner, { ids, status: "Accepted" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: "3 requests decided.",
      payload: [
        { id: ann.bookingId, ok: true, status: "Accepted" },
        { id: ben.bookingId, ok: true, status: "Accepted" },
        { id: cleo.bookingId, ok: true, status: "Released" },
      ],
    });
    expect(await openPositions(t, place, shift)).toBe(1);
    for (const who of [ann, ben, cleo]) expect(await decidedNotices(who.employeeId)).toBe(1);
    const [event] = (await owner.get(`/api/shift/employee/booking/${ann.bookingId}/events`)).json().payload;
    expect(event).toMatchObject({ from_status: "Pending", to_status: "Accepted", actor: { id: owner.userId } });
  });

  it("rejects: a pickup becomes Rejected, a leave Leave Rejected", async () => {
    const shift = await futureShift();
    const pickup = await requestIn(t, place, shift, "Pending");
    const leave = await requestIn(t, place, shift, "Apply For Leave");
    const res = await bulk(owner, { ids: [pickup.bookingId, leave.bookingId], status: "Rejected" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toEqual([
      { id: pickup.bookingId, ok: true, status: "Rejected" },
      { id: leave.bookingId, ok: true, status: "Leave Rejected" },
    ]);
  });

  it("decides what it can: a full slot or a started one refuses that request only", async () => {
    const one = await futureShift(1);
    const first = await requestIn(t, place, one, "Pending");
    const second = await requestIn(t, place, one, "Pending");
    const started = await futureShift();
    const late = await requestIn(t, place, started, "Pending");
    await moveToPast(started, 2);

    const res = await bulk(owner, { ids: [first.bookingId, second.bookingId, late.bookingId], status: "Accepted" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: "1 request decided; 2 could not be decided.",
      payload: [
        { id: first.bookingId, ok: true, status: "Accepted" },
        { id: second.bookingId, ok: false, message: ASSIGN_MESSAGES.slotFull },
        { id: late.bookingId, ok: false, message: M.slotStarted },
      ],
    });
    // The refusals undid nothing: the first stays accepted, the others pending.
    expect(await statusOf(t, first.bookingId)).toBe("Accepted");
    expect(await statusOf(t, second.bookingId)).toBe("Pending");
    expect(await statusOf(t, late.bookingId)).toBe("Pending");
    expect(await openPositions(t, place, one)).toBe(0);
  });

  it("says each refusal in the caller's language", async () => {
    const started = await futureShift();
    const late = await requestIn(t, place, started, "Pending");
    await moveToPast(started, 1);
    const res = await owner.request({
      method: "POST",
      url: BULK,
      headers: { "accept-language": "es" },
      payload: { ids: [late.bookingId], status: "Accepted" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: "Se decidieron 0 solicitudes; 1 no se pudo decidir.",
      payload: [
        {
          id: late.bookingId,
          ok: false,
          message: "Esta franja horaria ya empezó; ya no se puede aceptar la solicitud.",
        },
      ],
    });
  });

  it("is for owners and managers: a team member gets 403 and nothing changes", async () => {
    const manager = await createStaff(t, owner, "manager");
    const member = await createStaff(t, owner, "team_member");
    const { bookingId } = await requestIn(t, place, await futureShift(), "Pending");
    const refused = await bulk(member, { ids: [bookingId], status: "Accepted" });
    expect(refused.statusCode).toBe(403);
    expect(await statusOf(t, bookingId)).toBe("Pending");
    const anonymous = await t.app.inject({
      method: "POST",
      url: BULK,
      payload: { ids: [bookingId], status: "Accepted" },
    });
    expect(anonymous.statusCode).toBe(401);
    const res = await bulk(manager, { ids: [bookingId], status: "Accepted" });
    expect(res.json().payload).toEqual([{ id: bookingId, ok: true, status: "Accepted" }]);
  });

  it("answers another business's request as not found, and leaves it alone", async () => {
    const mine = await requestIn(t, place, await futureShift(), "Pending");
    const other = await registerOwner(t.app, "Other Bistro");
    const res = await bulk(other, { ids: [mine.bookingId, 999_999], status: "Accepted" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toEqual([
      { id: mine.bookingId, ok: false, message: M.bookingNotFound },
      { id: 999_999, ok: false, message: M.bookingNotFound },
    ]);
    expect(await statusOf(t, mine.bookingId)).toBe("Pending");
  });

  it("answers 422 with a clear message for a body it cannot take", async () => {
    const tooMany = Array.from({ length: MAX_BULK_DECISIONS + 1 }, (_, i) => i + 1);
    const cases: [unknown, string, string][] = [
      [{ ids: [], status: "Accepted" }, "ids", M.bulk.noIds],
      [{ ids: tooMany, status: "Accepted" }, "ids", M.bulk.tooMany],
      [{ ids: [4, 4], status: "Accepted" }, "ids", M.bulk.duplicate],
      [{ status: "Accepted" }, "ids", "The ids field is required."],
      [{ ids: ["x"], status: "Accepted" }, "ids.0", MESSAGES.invalidId],
      [{ ids: [1], status: "Released" }, "status", M.bulk.status],
      [{ ids: [1] }, "status", "The status field is required."],
    ];
    for (const [body, field, message] of cases) {
      const res = await bulk(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(res.json())).toEqual([message]);
    }
  });
});
