import { MESSAGES, maxLengthMessage, requiredMessage } from "@brigade/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerOwner, type TestApp, uniqueEmail } from "../test/harness";

let t: TestApp;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  email = (await registerOwner(t.app)).email;
});
afterAll(() => t.close());

const login = (password: string, language?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    headers: language === undefined ? {} : { "accept-language": language },
  });

/** A registration with the business name left out and a name one character too long. */
const badRegistration = (language: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { business_name: "", name: "N".repeat(121), email: uniqueEmail(), password: "longenough" },
    headers: { "accept-language": language },
  });

describe("the caller's language", () => {
  it("answers a failed login in Spanish or French", async () => {
    const es = await login("wrong-password", "es-MX,es;q=0.9");
    expect(es.statusCode).toBe(401);
    expect(es.json()).toEqual({ message: "Correo electrónico o contraseña incorrectos." });
    expect(es.headers["content-language"]).toBe("es");
    const fr = await login("wrong-password", "fr-FR");
    expect(fr.json()).toEqual({ message: "E-mail ou mot de passe incorrect." });
    expect(fr.headers["content-language"]).toBe("fr");
  });

  it("translates every field's messages of a 422, labels included", async () => {
    const es = await badRegistration("es");
    expect(es.statusCode).toBe(422);
    expect(es.json()).toMatchObject({
      message: "El campo nombre del negocio es obligatorio.",
      errors: {
        business_name: ["El campo nombre del negocio es obligatorio."],
        name: ["El campo nombre no puede tener más de 120 caracteres."],
      },
    });
    const fr = await badRegistration("fr");
    expect(fr.json()).toMatchObject({
      message: "Le champ nom de l'entreprise est obligatoire.",
      errors: {
        business_name: ["Le champ nom de l'entreprise est obligatoire."],
        name: ["Le champ nom ne peut pas dépasser 120 caractères."],
      },
    });
  });

  it("translates answers made outside a route's handler: a missing session, an unknown address", async () => {
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { "accept-language": "fr" } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: "Vous devez vous connecter." });
    const nowhere = await t.app.inject({ method: "GET", url: "/api/nowhere", headers: { "accept-language": "es" } });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toEqual({ message: "La dirección solicitada no existe." });
  });

  it("translates the message of a success and leaves its payload alone", async () => {
    const res = await login("correct-horse", "fr");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Connexion réussie.");
    expect(res.json().payload.user.email).toBe(email);
  });

  it("follows the q weights of Accept-Language, passing over languages it does not speak", async () => {
    const res = await login("wrong-password", "de;q=1, en;q=0.2, es;q=0.5, fr;q=0.8");
    expect(res.json().message).toBe("E-mail ou mot de passe incorrect.");
    expect(res.headers["content-language"]).toBe("fr");
  });

  it("falls back to English for a language it does not speak", async () => {
    const res = await login("wrong-password", "de-DE, ja;q=0.5");
    expect(res.json()).toEqual({ message: MESSAGES.invalidCredentials });
    expect(res.headers["content-language"]).toBe("en");
  });

  it("speaks the spec's English without the header, and says the answer varies with it", async () => {
    const failed = await login("wrong-password");
    expect(failed.json()).toEqual({ message: MESSAGES.invalidCredentials });
    expect(failed.headers["content-language"]).toBe("en");
    expect(String(failed.headers.vary)).toMatch(/accept-language/i);
    const invalid = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { business_name: "", name: "N".repeat(121), email: uniqueEmail(), password: "longenough" },
    });
    expect(invalid.json().errors).toMatchObject({
      business_name: [requiredMessage("business name")],
      name: [maxLengthMessage("name", 120)],
    });
  });

  it("uses the language the user saved when the request names none, and the header's when it does", async () => {
    const owner = await registerOwner(t.app);
    expect((await owner.put("/api/auth/locale", { locale: "es" })).statusCode).toBe(200);
    const wrongLocale = (language?: string) =>
      owner.request({
        method: "PUT",
        url: "/api/auth/locale",
        payload: { locale: "xx" },
        headers: language ? { "accept-language": language } : {},
      });
    const saved = await wrongLocale();
    expect(saved.statusCode).toBe(422);
    expect(saved.json().message).toBe("El idioma debe ser en, es o fr, o null para seguir el navegador.");
    expect(saved.headers["content-language"]).toBe("es");
    const named = await wrongLocale("fr");
    expect(named.json().message).toBe("La langue doit être en, es ou fr, ou null pour suivre le navigateur.");
  });
});
