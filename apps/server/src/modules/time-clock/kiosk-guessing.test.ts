import { KIOSK_MAX_DAILY_FAILURES, KIOSK_MAX_FAILURES, CLOCK_MESSAGES as M } from "@brigade/contract/time-clock";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../db/schema/accounts";
import { hashPassword } from "../../lib/passwords";
import { businessIdOf } from "../../test/fixtures";
import {
  type Caller,
  createStaff,
  createTestApp,
  listenForHttp,
  login,
  registerOwner,
  type TestApp,
  uniqueEmail,
} from "../../test/harness";
import { createNamedPlace, type NamedPlace } from "../auto-fill/test/support";
import { cookOf, shiftAround } from "./test/support";

// Guessing PINs at a kiosk (issue 34, item 1): the attempts are counted before they are judged, per minute and per day.

let t: TestApp;
let owner: Caller;
let post: Awaited<ReturnType<typeof listenForHttp>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Guessing Bistro");
  post = await listenForHttp(t.app);
});
afterAll(() => t.close());

/** A new kiosk at a new location of the owner: its API path, and its location. */
async function newKiosk(rotate = false): Promise<{ api: string; place: NamedPlace }> {
  const place = await createNamedPlace(t, owner);
  const made = await owner.post(`/api/restaurant/location/${place.locationId}/kiosk${rotate ? "/rotate" : ""}`);
  expect(made.statusCode, made.body).toBeLessThan(300);
  return { api: new URL(made.json().payload.url).pathname.replace("/kiosk/", "/api/kiosk/"), place };
}

/**
 * Another owner of the business, written straight to the database (registering makes a business's first owner; a
 * business may have more); logged in when active.
 */
async function anotherOwner(active: boolean): Promise<{ userId: number; caller?: Caller }> {
  const email = uniqueEmail("owner");
  const [user] = await t.database.db
    .insert(users)
    .values({
      businessId: await businessIdOf(owner),
      name: "Otto Owner",
      email,
      passwordHash: await hashPassword("owner-pass"),
      role: "owner",
      active,
    })
    .returning();
  if (!user) throw new Error("owner insert failed");
  return { userId: user.id, caller: active ? await login(t.app, email, "owner-pass") : undefined };
}

/** The caller's kiosk_locked notifications about the location, as the notifications API answers them. */
async function kioskAlerts(caller: Caller, locationId: number) {
  const res = await caller.get("/api/notifications?limit=50");
  expect(res.statusCode, res.body).toBe(200);
  const items: { kind: string; title: string; body: string; link: string; data: { location_id?: number } }[] =
    res.json().payload.items;
  return items.filter((n) => n.kind === "kiosk_locked" && n.data.location_id === locationId);
}

const punch = (api: string, pin: string) => t.app.inject({ method: "POST", url: `${api}/clock/in`, payload: { pin } });

describe("guessing PINs at a kiosk", () => {
  it("judges at most the minute's allowed wrong PINs of a parallel burst over HTTP", async () => {
    const { api } = await newKiosk();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(`${api}/clock/in`, "", { pin: String(90_000_000 + i) })),
    );
    const judged = answers.filter((a) => a.status === 401);
    const refused = answers.filter((a) => a.status === 429);
    expect(judged.length).toBe(KIOSK_MAX_FAILURES);
    expect(refused.length).toBe(30 - KIOSK_MAX_FAILURES);
    expect(refused[0]?.body).toEqual({ message: M.kioskLocked });
  });

  it("locks for the day after the daily bound of slow wrong PINs, tells each active owner once, until a new link", async () => {
    const { api, place } = await newKiosk();
    const locationName = (await t.app.inject({ method: "GET", url: api })).json().payload.location_name as string;
    const frenchOwner = (await anotherOwner(true)).caller as Caller;
    expect((await frenchOwner.put("/api/auth/locale", { locale: "fr" })).statusCode).toBe(200);
    const formerOwner = await anotherOwner(false);
    const manager = await createStaff(t, owner, "manager");
    const cook = await cookOf(t, owner, place);
    expect((await cook.put("/api/auth/pin", { pin: "73920184" })).statusCode).toBe(200);
    await shiftAround(t, owner, place, cook.employeeId, 5, 120);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      // Three a minute: never the minute's lock, only the day's.
      for (let i = 0; i < KIOSK_MAX_DAILY_FAILURES; i += 1) {
        vi.setSystemTime(Date.now() + 20_000);
        const wrong = await punch(api, String(1000 + i));
        expect(wrong.statusCode, `guess ${i + 1}: ${wrong.body}`).toBe(401);
      }
      vi.setSystemTime(Date.now() + 20_000);
      const locked = await punch(api, "2000");
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ message: M.kioskLockedToday });
      // The lock holds for a right PIN too, hours later.
      vi.setSystemTime(Date.now() + 6 * 3600_000);
      expect((await punch(api, "73920184")).json()).toEqual({ message: M.kioskLockedToday });
    } finally {
      vi.useRealTimers();
    }
    // One alert per active owner for the lock (not per later attempt), in each owner's language; none for a
    // manager, nor for an owner no longer active.
    const english = await kioskAlerts(owner, place.locationId);
    expect(english).toEqual([
      expect.objectContaining({
        title: "Kiosk locked",
        body: `The kiosk of ${locationName} was locked for the day after too many wrong PINs. A new kiosk link unlocks it.`,
        link: "/locations",
        data: { location: locationName, location_id: place.locationId },
      }),
    ]);
    expect(await kioskAlerts(frenchOwner, place.locationId)).toEqual([
      expect.objectContaining({
        title: "Borne bloquée",
        body: `La borne de ${locationName} a été bloquée pour la journée après trop de codes PIN incorrects. Un nouveau lien de borne la débloque.`,
      }),
    ]);
    expect(await kioskAlerts(manager, place.locationId)).toEqual([]);
    const toFormer = await t.database.db.execute(
      sql`select count(*)::int as n from notifications where user_id = ${formerOwner.userId}`,
    );
    expect((toFormer as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    // A new link opens the kiosk again.
    const fresh = await owner.post(`/api/restaurant/location/${place.locationId}/kiosk/rotate`);
    const freshApi = new URL(fresh.json().payload.url).pathname.replace("/kiosk/", "/api/kiosk/");
    const clockIn = await punch(freshApi, "73920184");
    expect(clockIn.statusCode, clockIn.body).toBeLessThan(300);
  });

  it("takes PINs of 4 to 8 digits", async () => {
    const { place } = await newKiosk();
    const cook = await cookOf(t, owner, place);
    expect((await cook.put("/api/auth/pin", { pin: "12345678" })).statusCode).toBe(200);
    expect((await cook.put("/api/auth/pin", { pin: "123456789" })).json().errors.pin).toEqual([M.pinFormat]);
    expect((await cook.put("/api/auth/pin", { pin: "123" })).json().errors.pin).toEqual([M.pinFormat]);
  });
});
