import { KIOSK_MAX_DAILY_FAILURES, KIOSK_MAX_FAILURES, CLOCK_MESSAGES as M } from "@brigade/contract/time-clock";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Caller, createTestApp, listenForHttp, registerOwner, type TestApp } from "../../test/harness";
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

  it("locks for the day after the daily bound of slow wrong PINs, until the owner makes a new link", async () => {
    const { api, place } = await newKiosk();
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
