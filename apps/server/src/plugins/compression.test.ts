import { gunzipSync, gzipSync } from "node:zlib";
import { MESSAGES } from "@brigade/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

// API answers reach a phone compressed when they are worth it; a client that asks for no compression, and a
// small answer, come as they are.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("compressed API answers", () => {
  it("gzips a large JSON answer for a client that accepts it, with the same content", async () => {
    const plain = await get("/api/docs/json");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);

    const gzipped = await get("/api/docs/json", { "accept-encoding": "gzip" });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
  });

  it("sends a small answer as it is", async () => {
    const res = await get("/api/auth/me", { "accept-encoding": "gzip" });
    expect(res.statusCode).toBe(401);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toHaveProperty("message");
  });

  it("does not unpack a compressed request body: it is refused, not read", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: gzipSyncJson({ email: "someone@example.com", password: "whatever1" }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.bodyNotJson });
  });
});

function gzipSyncJson(value: unknown): Buffer {
  return gzipSync(JSON.stringify(value));
}
