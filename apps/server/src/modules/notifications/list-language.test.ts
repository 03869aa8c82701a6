import type { NotificationShift } from "@brigade/contract/notifications";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessIdOf } from "../../test/fixtures";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { makeNotifier } from "./notifier-repository";
import { askTimeOff } from "./test/support";

// The notification list speaks the reader's language (issue 15): Accept-Language first, then the saved one.

const shift: NotificationShift = {
  shift_id: 1,
  name: "Dinner",
  role: "Line Cook",
  location: "Downtown",
  time_zone: "America/New_York",
  starts_at: "2026-11-30T22:00:00.000Z",
  ends_at: "2026-12-01T04:00:00.000Z",
};

let t: TestApp;
let owner: Caller;
let member: Caller;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  member = await createStaff(t, owner, "team_member");
  await makeNotifier({ mailOn: false }).record(t.database.db, await businessIdOf(owner), [
    { userId: member.userId, kind: "shift_assigned", data: { shift } },
  ]);
});
afterAll(() => t.close());

/** The caller's newest notification's title and body, asked with the Accept-Language given (or none). */
async function newest(caller: Caller, acceptLanguage?: string) {
  const headers = acceptLanguage ? { "accept-language": acceptLanguage } : {};
  const res = await caller.request({ method: "GET", url: "/api/notifications", headers });
  expect(res.statusCode, res.body).toBe(200);
  const [item] = res.json().payload.items;
  return { title: item?.title, body: item?.body };
}

describe("the notification list's language", () => {
  it("is Spanish for a caller whose browser asks for it", async () => {
    expect(await newest(member, "es-MX,es;q=0.9,en;q=0.5")).toEqual({
      title: "Nuevo turno",
      body: "Te han asignado el turno Dinner - Line Cook en Downtown, lun 30/11/2026 de 17:00 EST a 23:00.",
    });
  });

  it("is English by default, and for a language Brigade does not speak", async () => {
    const english = {
      title: "New shift",
      body: "You are on Dinner - Line Cook at Downtown, Mon 30-11-2026 05:00 PM EST to 11:00 PM.",
    };
    expect(await newest(member)).toEqual(english);
    expect(await newest(member, "de-DE")).toEqual(english);
  });

  it("follows the saved language when the request names none Brigade speaks, Accept-Language first", async () => {
    expect((await member.put("/api/auth/locale", { locale: "fr" })).statusCode).toBe(200);
    expect(await newest(member)).toEqual({
      title: "Nouveau créneau",
      body: "On vous a attribué le créneau Dinner - Line Cook à Downtown, lun. 30/11/2026 de 17:00 EST à 23:00.",
    });
    expect((await newest(member, "de, *")).title).toBe("Nouveau créneau");
    expect((await newest(member, "es")).title).toBe("Nuevo turno");
    expect((await newest(member, "en-US")).title).toBe("New shift");
  });

  it("words a real change in the reader's language: a time-off request reaches the owner", async () => {
    await askTimeOff(member, 9);
    const { title, body } = await newest(owner, "es");
    expect(title).toBe("Tiempo libre solicitado");
    expect(body).toMatch(/^team_member person pide tiempo libre del \d{2}\/\d{2}\/\d{4}\.$/);
  });
});
