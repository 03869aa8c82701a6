import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { BUSINESS_MESSAGES, LOGO_MAX_BYTES } from "@brigade/contract/business";
import { MESSAGES } from "@brigade/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { multipart } from "../../test/multipart";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Tiny images: real files where a viewer would care, otherwise just the signature the server checks.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from("JFIF\0"),
  Buffer.alloc(64),
]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(32),
]);

const upload = (caller: Caller, data: Buffer, filename = "logo.png", type = "image/png") =>
  caller.request({ method: "POST", url: "/api/business/logo", ...multipart([{ name: "logo", filename, type, data }]) });
const logosDir = () => join(t.dataDir, "uploads", "logos");
const stored = (url: string) => join(t.dataDir, "uploads", url.replace(/^\/uploads\//, ""));

describe("GET and PUT /api/business", () => {
  it("shows the business to anyone signed in and lets only the owner rename it", async () => {
    const owner = await registerOwner(t.app, "Chez Profile");
    const manager = await createStaff(t, owner, "manager");
    const member = await createStaff(t, owner, "team_member");
    const shown = await member.get("/api/business");
    expect(shown.statusCode).toBe(200);
    expect(shown.json().payload).toEqual({
      id: expect.any(Number),
      name: "Chez Profile",
      logo_url: null,
      join_code: null,
      currency: "USD",
    });
    expect((await manager.get("/api/business")).json().payload.join_code).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);

    const renamed = await owner.put("/api/business", { name: "  Chez Nouveau " });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ message: MESSAGES.businessUpdated, payload: { name: "Chez Nouveau" } });
    expect((await manager.get("/api/business")).json().payload.name).toBe("Chez Nouveau");
    expect((await owner.get("/api/auth/me")).json().payload.business.name).toBe("Chez Nouveau");

    expect((await manager.put("/api/business", { name: "Manager's" })).statusCode).toBe(403);
    expect((await member.put("/api/business", { name: "Member's" })).statusCode).toBe(403);
    const empty = await owner.put("/api/business", { name: "" });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: ["The business name field is required."] });
    expect((await owner.get("/api/business")).json().payload.name).toBe("Chez Nouveau");
  });

  it("sets the currency of every amount, an ISO 4217 code, and keeps it when a rename does not name it", async () => {
    const owner = await registerOwner(t.app, "Chez Euro");
    const euro = await owner.put("/api/business", { name: "Chez Euro", currency: "EUR" });
    expect(euro.statusCode, euro.body).toBe(200);
    expect(euro.json().payload.currency).toBe("EUR");
    await owner.put("/api/business", { name: "Chez Euros" });
    expect((await owner.get("/api/business")).json().payload).toMatchObject({ name: "Chez Euros", currency: "EUR" });
    for (const currency of ["eur", "EURO", "XYZ", "", 12]) {
      const bad = await owner.put("/api/business", { name: "Chez Euros", currency });
      expect(bad.statusCode, String(currency)).toBe(422);
      expect(bad.json().errors.currency).toEqual([BUSINESS_MESSAGES.currency]);
    }
    expect((await owner.get("/api/business")).json().payload.currency).toBe("EUR");
  });

  it("answers 401 without a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/business" })).statusCode).toBe(401);
  });
});

describe("the business logo", () => {
  it("stores an uploaded PNG, serves it at logo_url and shows it in /me", async () => {
    const owner = await registerOwner(t.app);
    const id = (await owner.get("/api/business")).json().payload.id;
    const res = await upload(owner, PNG);
    expect(res.statusCode).toBe(200);
    const { logo_url } = res.json().payload;
    expect(res.json().message).toBe(MESSAGES.logoUpdated);
    expect(logo_url).toMatch(new RegExp(`^/uploads/logos/${id}-[0-9a-f]{16}\\.png$`));
    const served = await t.app.inject({ method: "GET", url: logo_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await owner.get("/api/auth/me")).json().payload.business.logo_url).toBe(logo_url);
  });

  it("takes the extension from the content, and deletes the old file when replaced", async () => {
    const owner = await registerOwner(t.app);
    const first = (await upload(owner, PNG)).json().payload.logo_url;
    for (const [bytes, ext] of [
      [JPEG, "jpg"],
      [GIF, "gif"],
      [WEBP, "webp"],
    ] as const) {
      // Declared as PNG each time: the bytes decide.
      const res = await upload(owner, bytes, "picture.png", "image/png");
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().payload.logo_url).toMatch(new RegExp(`\\.${ext}$`));
    }
    const last = (await owner.get("/api/business")).json().payload.logo_url;
    expect(existsSync(stored(first))).toBe(false);
    expect((await t.app.inject({ method: "GET", url: first })).statusCode).toBe(404);
    expect(existsSync(stored(last))).toBe(true);
    const id = (await owner.get("/api/business")).json().payload.id;
    expect(readdirSync(logosDir()).filter((f) => f.startsWith(`${id}-`))).toHaveLength(1);
  });

  it("refuses a text file named .png, a missing file and a file over 2 MB; the logo stays", async () => {
    const owner = await registerOwner(t.app);
    const kept = (await upload(owner, PNG)).json().payload.logo_url;
    const text = await upload(owner, Buffer.from("just some text, honest"), "evil.png", "image/png");
    expect(text.statusCode).toBe(422);
    expect(text.json()).toEqual({ message: MESSAGES.logoType, errors: { logo: [MESSAGES.logoType] } });

    const noFile = await owner.request({
      method: "POST",
      url: "/api/business/logo",
      ...multipart([{ name: "title", data: "no file here" }]),
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json()).toEqual({ message: MESSAGES.logoMissing, errors: { logo: [MESSAGES.logoMissing] } });
    const wrongField = await owner.request({
      method: "POST",
      url: "/api/business/logo",
      ...multipart([{ name: "avatar", filename: "a.png", type: "image/png", data: PNG }]),
    });
    expect(wrongField.json().errors).toEqual({ logo: [MESSAGES.logoMissing] });
    expect((await owner.post("/api/business/logo", {})).json().errors).toEqual({ logo: [MESSAGES.logoMissing] });
    expect((await upload(owner, Buffer.alloc(0))).json().errors).toEqual({ logo: [MESSAGES.logoMissing] });

    const huge = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    const tooLarge = await upload(owner, huge);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json()).toEqual({ message: MESSAGES.logoTooLarge, errors: { logo: [MESSAGES.logoTooLarge] } });

    expect((await owner.get("/api/business")).json().payload.logo_url).toBe(kept);
    const id = (await owner.get("/api/business")).json().payload.id;
    expect(readdirSync(logosDir()).filter((f) => f.startsWith(`${id}-`))).toHaveLength(1);
  });

  it("answers a malformed multipart body with 422, not a server error", async () => {
    const owner = await registerOwner(t.app);
    const res = await owner.request({
      method: "POST",
      url: "/api/business/logo",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      payload: '--xyz\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ logo: [MESSAGES.uploadUnreadable] });
  });

  it("removes the logo and its file", async () => {
    const owner = await registerOwner(t.app);
    const url = (await upload(owner, PNG)).json().payload.logo_url;
    const res = await owner.del("/api/business/logo");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MESSAGES.logoRemoved, payload: { logo_url: null } });
    expect(existsSync(stored(url))).toBe(false);
    expect((await owner.get("/api/business")).json().payload.logo_url).toBeNull();
    // Removing when there is none is harmless.
    expect((await owner.del("/api/business/logo")).statusCode).toBe(200);
  });

  it("lets only the owner upload or remove it", async () => {
    const owner = await registerOwner(t.app);
    const url = (await upload(owner, PNG)).json().payload.logo_url;
    for (const role of ["manager", "team_member"] as const) {
      const staff = await createStaff(t, owner, role);
      expect((await upload(staff, GIF)).statusCode).toBe(403);
      expect((await staff.del("/api/business/logo")).statusCode).toBe(403);
    }
    expect((await owner.get("/api/business")).json().payload.logo_url).toBe(url);
  });
});
