import { MESSAGES } from "@brigade/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerOwner, type TestApp } from "../test/harness";

// A request the server cannot read gets the contract's words, in the caller's language, never the framework's.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerOwner(t.app)).token;
});
afterAll(() => t.close());

const post = (url: string, payload: string, contentType: string, language = "en") =>
  t.app.inject({
    method: "POST",
    url,
    payload,
    headers: { "content-type": contentType, "accept-language": language, authorization: `Bearer ${token}` },
  });

describe("a request the server cannot read", () => {
  it("answers malformed or empty JSON with 400 and the contract's message, in Spanish too", async () => {
    const bad = await post("/api/auth/login", "{oops", "application/json");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.bodyNotJson });
    const empty = await post("/api/auth/login", "", "application/json");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: MESSAGES.bodyNotJson });
    const es = await post("/api/auth/login", "{oops", "application/json", "es");
    expect(es.json()).toEqual({ message: "El cuerpo de la solicitud no es un JSON válido." });
  });

  it("answers a body that is not an object with 422 on the request, in French too", async () => {
    const text = await post("/api/auth/login", "owner@example.test", "text/plain");
    expect(text.statusCode).toBe(422);
    expect(text.json()).toEqual({ message: MESSAGES.bodyNotObject, errors: { request: [MESSAGES.bodyNotObject] } });
    const list = await post("/api/auth/login", "[1, 2]", "application/json", "fr");
    expect(list.statusCode).toBe(422);
    expect(list.json().message).toBe("Le corps de la requête doit être un objet JSON.");
  });

  it("answers an unsupported content type with 415 and a body over 1 MB with 413", async () => {
    const xml = await post("/api/auth/login", "<login/>", "application/xml");
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: MESSAGES.bodyMediaType });
    const huge = await post(
      "/api/location/store",
      JSON.stringify({ name: "x".repeat(1100 * 1024) }),
      "application/json",
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: MESSAGES.bodyTooLarge });
  });

  it("gives a value of the wrong kind without a message of its own the contract's general one", async () => {
    // A shift's areas are a list; a number there has no message of the contract's own.
    const res = await post("/api/shift/store", JSON.stringify({ name: "Lunch", areas: 5 }), "application/json", "es");
    expect(res.statusCode).toBe(422);
    const messages = Object.values(res.json().errors as Record<string, string[]>).flat();
    expect(messages).toContain("El valor no es válido.");
    expect(messages.join(" ")).not.toMatch(/Invalid input|expected/);
  });
});
