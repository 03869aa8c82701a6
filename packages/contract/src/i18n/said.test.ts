import { describe, expect, it } from "vitest";
import { AUTO_FILL_MESSAGES, AUTO_FILL_REASONS, slotTimeOfWeek } from "../auto-fill";
import { type CopyWeekPayload, copyWeekSummary, copyWeekSummarySaid } from "../copy-week";
import { DECISION_MESSAGES } from "../decisions";
import { FIT_BADGES } from "../fit";
import { maxLengthMessage, requiredMessage } from "../messages";
import { PUBLISH_MESSAGES, WEEK_STATE_LABELS } from "../publish";
import { bookedRoleMessage, countBelowHeldMessage } from "../shift-rules";
import { TIMELINE_MESSAGES } from "../timelines";
import { SERVER_MESSAGES } from "./server-messages";
import { Amount, isTemplate, rememberedSaid, Said, Term } from "./template";
import { translateMessage } from "./translate";

// Message values (template.ts's Said) rendered in each language from the catalogues, without reading English.

const both = (said: Said) => [translateMessage(said, "es"), translateMessage(said, "fr")];

const copy: CopyWeekPayload = {
  created: 1,
  skipped_duplicates: 0,
  assignments_copied: 0,
  assignments_skipped: [],
  skipped_past: 0,
  source_shifts: 1,
  weeks: [],
  drafts: false,
  dry_run: false,
  time_zone: "UTC",
};

describe("a message value", () => {
  it("has its template's registry key, for every template", () => {
    const templates = [...SERVER_MESSAGES].filter(([, message]) => isTemplate(message));
    expect(templates.length).toBeGreaterThan(50);
    expect(templates.filter(([key, message]) => isTemplate(message) && message.key !== key)).toEqual([]);
  });

  it("carries its registry key, its form and its typed values, and is its template's English", () => {
    const said = DECISION_MESSAGES.refused.said("Accepted", "Released");
    expect(said).toBeInstanceOf(Said);
    expect(said.key).toBe("decisions.refused");
    expect(said.form).toBe("decided");
    expect(said.values).toEqual([new Term("Accepted"), new Term("Released")]);
    expect(String(said)).toBe(DECISION_MESSAGES.refused("Accepted", "Released"));
    expect(JSON.stringify({ message: said })).toBe(
      JSON.stringify({ message: DECISION_MESSAGES.refused("Accepted", "Released") }),
    );
    const hours = FIT_BADGES.weekHours.said(1234.567);
    expect(hours.values).toEqual([new Amount(1234.567)]);
    expect(`${hours}`).toBe("1,234.57 h this week");
    expect(translateMessage(hours, "en")).toBe("1,234.57 h this week");
  });

  it("takes each language's plural form by its count, a zero form where the catalogue has one", () => {
    const changed = (n: number) => both(WEEK_STATE_LABELS.changed.said(n));
    expect(changed(1)).toEqual(["1 cambio desde la publicación", "1 modification depuis la publication"]);
    expect(changed(2)).toEqual(["2 cambios desde la publicación", "2 modifications depuis la publication"]);
    // French says 0 in the singular; Spanish in the plural.
    expect(changed(0)).toEqual(["0 cambios desde la publicación", "0 modification depuis la publication"]);
    // 1,000,000 is "many" to Intl in both languages: the catalogue's "other" then.
    expect(both(AUTO_FILL_MESSAGES.applied.said(1_000_000))).toEqual([
      "1.000.000 asignaciones reservadas.",
      "1\u202f000\u202f000 affectations réservées.",
    ]);
    const zero = translateMessage(PUBLISH_MESSAGES.confirm.said("09-03-2027", "Downtown", 0), "fr");
    expect(zero).toBe(
      "Publier la semaine du 09-03-2027 à Downtown\u00a0? Personne n'a encore de poste cette semaine-là, donc personne ne sera prévenu.",
    );
    // The count need not be the first value.
    expect(both(countBelowHeldMessage.said("Line Cook", 2))).toEqual([
      "Line Cook tiene 2 puestos ocupados en una franja horaria, así que su cantidad no puede bajar de 2.",
      "Line Cook a 2 postes occupés sur une plage horaire, son nombre ne peut donc pas descendre sous 2.",
    ]);
  });

  it("takes the form a choice took", () => {
    expect(both(DECISION_MESSAGES.refused.said("Accepted", "Released"))).toEqual([
      "Esta solicitud ya está en estado Aceptado; una decisión no puede cambiarla.",
      "Cette demande est déjà au statut Accepté\u00a0; une décision ne peut pas la modifier.",
    ]);
    expect(both(AUTO_FILL_REASONS.blocked.overMax.said(2, null))).toEqual([
      "2 por encima de su máximo semanal",
      "2 au-delà du maximum hebdomadaire",
    ]);
    expect(both(slotTimeOfWeek.said(1, 8))).toEqual(["el lunes por la mañana", "le lundi matin"]);
  });

  it("writes numbers the language's way, counts and amounts alike", () => {
    expect(both(AUTO_FILL_MESSAGES.proposed.said(1000))).toEqual([
      "Se pueden cubrir 1000 puestos.",
      "1\u202f000 postes peuvent être pourvus.",
    ]);
    expect(AUTO_FILL_MESSAGES.proposed(1000)).toBe("1000 positions can be filled.");
    expect(both(AUTO_FILL_REASONS.premium.said(1234.5))).toEqual([
      "Turno Premium: bonificación de 1234,5 $",
      "Créneau Premium\u00a0: prime de 1\u202f234,5 $",
    ]);
    expect(AUTO_FILL_REASONS.premium(1234.5)).toBe("Premium shift: $1,234.5 bonus");
  });

  it("translates terms, and leaves names as they are even when one reads like a term or a number", () => {
    expect(both(TIMELINE_MESSAGES.dateFormat.said("from"))[0]).toBe(
      "El campo inicio debe ser una fecha real escrita como DD-MM-YYYY.",
    );
    expect(both(AUTO_FILL_REASONS.fit.unknown.said(1))).toEqual([
      "sin disponibilidad indicada para el lunes",
      "aucune disponibilité indiquée pour le lundi",
    ]);
    expect(both(bookedRoleMessage.said("Pending"))[1]).toBe(
      "Pending a des réservations sur ce créneau, il ne peut donc pas être retiré.",
    );
    expect(both(bookedRoleMessage.said("1,000"))[0]).toBe(
      "1,000 tiene reservas en este turno, así que no se puede quitar.",
    );
  });

  it("renders the messages inside a message, and a sentence of one clause too", () => {
    const reason = AUTO_FILL_REASONS.noOneFree.said([
      AUTO_FILL_REASONS.blocked.unavailable.said(1),
      AUTO_FILL_REASONS.blocked.dayShifts.said(3, 1),
    ]);
    expect(String(reason)).toBe("No one free: 1 unavailable, 3 would work more than 1 shift that day");
    expect(both(reason)).toEqual([
      "Nadie libre: 1 no disponible, 3 con más de 1 turno ese día",
      "Personne de libre\u00a0: 1 indisponible, 3 avec plus de 1 créneau ce jour-là",
    ]);
    expect(both(copyWeekSummarySaid(copy))).toEqual(["Se creó 1 turno.", "1 créneau créé."]);
    const listed = {
      ...copy,
      assignments_copied: 2,
      assignments_skipped: [copyWeekSkipped],
    };
    expect(copyWeekSummarySaid(listed, true).toString()).toBe(copyWeekSummary(listed, true));
    expect(copyWeekSummary(listed, true)).toBe("Created 1 shift and 2 assignments; 1 assignment couldn't be copied:");
    expect(both(copyWeekSummarySaid(listed, true))).toEqual([
      "Se crearon 1 turno y 2 asignaciones; no se pudo copiar 1 asignación:",
      "1 créneau et 2 affectations créés\u00a0; 1 affectation n'a pas pu être copiée\u00a0:",
    ]);
  });
});

const copyWeekSkipped = {
  employee_id: 1,
  from: "2027-03-09T10:00:00.000Z",
  reason: "Someone else took the position meanwhile.",
  employee_name: "Ann",
  to: "2027-03-09T14:00:00.000Z",
  shift_name: "Lunch",
  area_role_name: "Line Cook",
};

describe("a validation message held as text", () => {
  it("is found again by its exact text as the message value it was made from", () => {
    const text = maxLengthMessage("business name", 120);
    expect(rememberedSaid(text)?.values).toEqual([new Term("business name"), 120]);
    expect(translateMessage(text, "fr")).toBe("Le champ nom de l'entreprise ne peut pas dépasser 120 caractères.");
    expect(translateMessage(requiredMessage("time zone"), "es")).toBe("El campo zona horaria es obligatorio.");
  });

  it("is the only kind of template text remembered: others are sent as values", () => {
    expect(rememberedSaid(bookedRoleMessage("Line Cook"))).toBeUndefined();
    expect(translateMessage(bookedRoleMessage("Line Cook"), "es")).toBe(bookedRoleMessage("Line Cook"));
  });
});
