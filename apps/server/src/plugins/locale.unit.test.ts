import { errorBody } from "@brigade/contract/api";
import { AUTO_FILL_MESSAGES, AUTO_FILL_REASONS } from "@brigade/contract/auto-fill";
import { DECISION_MESSAGES } from "@brigade/contract/decisions";
import { requiredMessage } from "@brigade/contract/messages";
import { SWAP_MESSAGES } from "@brigade/contract/swaps";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../lib/app-error";
import { saidEnvelope } from "../lib/said-envelope";
import { registerErrorHandling } from "./errors";
import { registerLocale } from "./locale";

// The locale hook with message values (a template's said(...)): rendered in the caller's language, English
// included, through the contract's schemas, which still say `message: string`.

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerLocale(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/proposed", { schema: { response: { 200: saidEnvelope(z.object({ n: z.number() })) } } }, async () => ({
    message: AUTO_FILL_MESSAGES.proposed.said(1200),
    payload: { n: 1200 },
  }));
  r.get("/refused", { schema: { response: { 409: errorBody } } }, async () => {
    throw AppError.conflict(SWAP_MESSAGES.onlyAwaiting.said("Accepted by colleague"));
  });
  r.get("/field", async () => {
    throw AppError.field("employee_id", DECISION_MESSAGES.mismatch.said("employee"));
  });
  r.get("/many", async () => {
    const none = AUTO_FILL_REASONS.noOneFree.said([
      AUTO_FILL_REASONS.blocked.busy.said(2),
      AUTO_FILL_REASONS.blocked.restBefore.said(1),
    ]);
    throw new AppError("validation", none, { from: [requiredMessage.said("from"), none] });
  });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, language?: string) =>
  app.inject({ method: "GET", url, headers: language ? { "accept-language": language } : {} });

describe("a message value in an answer", () => {
  it("is the template's English without a language, in a success envelope and an error alike", async () => {
    const ok = await get("/proposed");
    expect(ok.json()).toEqual({ message: AUTO_FILL_MESSAGES.proposed(1200), payload: { n: 1200 } });
    const refused = await get("/refused");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: SWAP_MESSAGES.onlyAwaiting("Accepted by colleague") });
  });

  it("is rendered in Spanish and French: plural forms, numbers, terms", async () => {
    expect((await get("/proposed", "es")).json().message).toBe("Se pueden cubrir 1200 puestos.");
    expect((await get("/proposed", "fr")).json().message).toBe("1\u202f200 postes peuvent être pourvus.");
    expect((await get("/refused", "es")).json().message).toBe(
      "Este intercambio está en estado Aceptado por un compañero: solo se puede aprobar o denegar un intercambio aceptado por un compañero.",
    );
    expect((await get("/field", "fr")).json()).toEqual({
      message: "Le champ employé ne correspond pas à cette demande de créneau.",
      errors: { employee_id: ["Le champ employé ne correspond pas à cette demande de créneau."] },
    });
  });

  it("renders the messages inside a message, and every message of a 422", async () => {
    const fr = await get("/many", "fr");
    expect(fr.statusCode).toBe(422);
    const none =
      "Personne de libre\u00a0: 2 travaillent déjà à ce moment-là, 1 manque de repos avant un créneau d'ouverture";
    expect(fr.json()).toEqual({ message: none, errors: { from: ["Le champ début est obligatoire.", none] } });
    const en = await get("/many");
    expect(en.json().errors.from).toEqual([
      requiredMessage("from"),
      "No one free: 2 already working then, 1 lacks rest before an opening shift",
    ]);
  });
});
