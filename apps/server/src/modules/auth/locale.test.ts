import { LOCALE_MESSAGES as M } from "@brigade/contract/auth";
import { translateMessage } from "@brigade/contract/i18n/translate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, createTestApp, registerOwner, type TestApp, uniqueEmail } from "../../test/harness";

// Each user's saved language (issue 15): set on the account, returned with the session, chosen at sign-up.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("saving a language", () => {
  it("saves a language for every role, which /api/auth/me returns", async () => {
    const owner = await registerOwner(t.app);
    expect((await owner.get("/api/auth/me")).json().payload.user.locale).toBeNull();
    const callers = [owner, await createStaff(t, owner, "manager"), await createStaff(t, owner, "team_member")];
    for (const [i, caller] of callers.entries()) {
      const locale = (["es", "fr", "es"] as const)[i];
      const res = await caller.put("/api/auth/locale", { locale });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: M.saved });
      expect((await caller.get("/api/auth/me")).json().payload.user.locale).toBe(locale);
    }
    // Back to following the browser.
    const cleared = await owner.put("/api/auth/locale", { locale: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await owner.get("/api/auth/me")).json().payload.user.locale).toBeNull();
  });

  it("refuses a language Brigade does not speak with the contract's message, keeping the saved one", async () => {
    const owner = await registerOwner(t.app);
    await owner.put("/api/auth/locale", { locale: "fr" });
    for (const body of [{ locale: "de" }, { locale: "ES" }, { locale: 1 }, {}]) {
      // Asked in English: without the header the answer would be in the saved French.
      const res = await owner.request({
        method: "PUT",
        url: "/api/auth/locale",
        payload: body,
        headers: { "accept-language": "en" },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toEqual({ message: M.locale, errors: { locale: [M.locale] } });
    }
    // Unasked, the refusal speaks the saved language.
    const french = await owner.put("/api/auth/locale", { locale: "de" });
    expect(french.json().message).toBe(translateMessage(M.locale, "fr"));
    expect(french.json().message).not.toBe(M.locale);
    expect((await owner.get("/api/auth/me")).json().payload.user.locale).toBe("fr");
  });

  it("answers 401 without a session", async () => {
    const res = await t.app.inject({ method: "PUT", url: "/api/auth/locale", payload: { locale: "es" } });
    expect(res.statusCode).toBe(401);
  });
});

describe("the language of the sign-up page", () => {
  it("is saved with a registration and returned at login", async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { business_name: "Café", name: "Léa", email, password: "longenough", locale: "fr" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payload.user.locale).toBe("fr");
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "longenough" },
    });
    expect(signedIn.json().payload.user.locale).toBe("fr");
  });

  it("is saved with a join request, and refused when unknown", async () => {
    const owner = await registerOwner(t.app);
    const code = (await owner.get("/api/auth/me")).json().payload.business.join_code as string;
    const join = (locale: unknown) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/join",
        payload: { join_code: code, name: "Jo", email: uniqueEmail("joiner"), password: "longenough", locale },
      });
    const joined = await join("es");
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().payload.user.locale).toBe("es");
    const bad = await join("klingon");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.locale).toEqual([M.locale]);
  });
});
