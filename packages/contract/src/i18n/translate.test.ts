import { describe, expect, it } from "vitest";
import { AUTO_FILL_MESSAGES, AUTO_FILL_REASONS, slotTimeOfWeek } from "../auto-fill";
import { type CopyWeekPayload, copyWeekSummarySaid } from "../copy-week";
import { DECIDED_MESSAGES, DECISION_MESSAGES } from "../decisions";
import { SELF_SERVICE_MESSAGES } from "../fit";
import { MEMBER_MESSAGES } from "../member";
import { MESSAGES, maxLengthMessage, requiredMessage } from "../messages";
import { PUBLISH_MESSAGES } from "../publish";
import { bookedRoleMessage } from "../shift-rules";
import { SWAP_MESSAGES } from "../swaps";
import { TIME_OFF_MESSAGES } from "../time-off";
import type { Message } from "./template";
import { translateMessage } from "./translate";

const both = (message: Message) => [translateMessage(message, "es"), translateMessage(message, "fr")];

describe("translateMessage", () => {
  it("translates a message by its exact text", () => {
    expect(both(MESSAGES.invalidCredentials)).toEqual([
      "Correo electrónico o contraseña incorrectos.",
      "E-mail ou mot de passe incorrect.",
    ]);
  });

  it("names leave from a shift and days off apart, as the screens do", () => {
    // Leave gives up one booked shift ("ausencia", "absence"); time off is days away ("congé" in French).
    expect(both(MEMBER_MESSAGES.leaveApplied)).toEqual([
      "Solicitud de ausencia enviada.",
      "Demande d'absence envoyée.",
    ]);
    expect(both(DECIDED_MESSAGES["Leave Rejected"])[1]).toBe(
      "La demande d'absence a été refusée\u00a0; le créneau reste réservé.",
    );
    expect(translateMessage(TIME_OFF_MESSAGES.approved, "fr")).toBe("Congé approuvé.");
  });

  it("finds a validation message by its text, translating the field labels among its values", () => {
    expect(both(requiredMessage("email"))).toEqual([
      "El campo correo electrónico es obligatorio.",
      "Le champ e-mail est obligatoire.",
    ]);
    expect(both(maxLengthMessage("business name", 120))).toEqual([
      "El campo nombre del negocio no puede tener más de 120 caracteres.",
      "Le champ nom de l'entreprise ne peut pas dépasser 120 caractères.",
    ]);
  });

  it("keeps names as they are and writes numbers the language's way", () => {
    expect(both(bookedRoleMessage.said("Line Cook"))).toEqual([
      "Line Cook tiene reservas en este turno, así que no se puede quitar.",
      "Line Cook a des réservations sur ce créneau, il ne peut donc pas être retiré.",
    ]);
    expect(both(SELF_SERVICE_MESSAGES.overMax.said(37.5))).toEqual([
      "Este turno te haría superar tu máximo de 37,5 horas esta semana.",
      "Ce créneau vous ferait dépasser votre maximum de 37,5 heures cette semaine.",
    ]);
  });

  it("picks each language's plural form for the count, French's singular for 0 too", () => {
    expect(both(AUTO_FILL_MESSAGES.proposed.said(1))).toEqual([
      "Se puede cubrir 1 puesto.",
      "1 poste peut être pourvu.",
    ]);
    expect(both(AUTO_FILL_MESSAGES.proposed.said(3))).toEqual([
      "Se pueden cubrir 3 puestos.",
      "3 postes peuvent être pourvus.",
    ]);
    expect(both(AUTO_FILL_MESSAGES.proposed.said(0))).toEqual([
      "Se pueden cubrir 0 puestos.",
      "0 poste peut être pourvu.",
    ]);
    expect(translateMessage(PUBLISH_MESSAGES.confirm.said("09-03-2027", "Downtown", 0), "es")).toBe(
      "¿Publicar la semana del 09-03-2027 en Downtown? Nadie tiene un puesto esa semana todavía, así que no se avisará a nadie.",
    );
  });

  it("translates statuses and the form a choice took", () => {
    expect(both(DECISION_MESSAGES.refused.said("Pending", "Released"))).toEqual([
      "Una solicitud en estado Pendiente no puede pasar a Liberado.",
      "Une demande au statut En attente ne peut pas passer à Libéré.",
    ]);
    expect(both(SWAP_MESSAGES.onlyOffered.said("Accepted by colleague"))).toEqual([
      "Este intercambio está en estado Aceptado por un compañero: ya no se puede aceptar.",
      "Cet échange est au statut Accepté par un collègue\u00a0: il ne peut plus être accepté.",
    ]);
  });

  it("translates messages made of messages: counts inside a sentence, clauses, lists", () => {
    expect(both(PUBLISH_MESSAGES.published.said("09-03-2027", 1, 3))).toEqual([
      "La semana del 09-03-2027 está publicada: 1 turno publicado, 3 personas avisadas.",
      "La semaine du 09-03-2027 est publiée\u00a0: 1 créneau publié, 3 personnes prévenues.",
    ]);
    const copy: CopyWeekPayload = {
      created: 3,
      skipped_duplicates: 1,
      assignments_copied: 2,
      assignments_skipped: [],
      skipped_past: 0,
      source_shifts: 3,
      weeks: [],
      drafts: false,
      dry_run: true,
      time_zone: "UTC",
    };
    expect(both(copyWeekSummarySaid(copy))).toEqual([
      "Se crearán 3 turnos y 2 asignaciones; se omitirá 1 turno que ya existe.",
      "3 créneaux et 2 affectations seront créés\u00a0; 1 créneau qui existe déjà sera ignoré.",
    ]);
    const reason = AUTO_FILL_REASONS.assignment.said(
      "Line Cook",
      AUTO_FILL_REASONS.fit.preferred.said(slotTimeOfWeek.said(1, 19)),
      24,
      40,
    );
    expect(both(reason)).toEqual([
      "Line Cook, prefiere el lunes por la noche, 24 h de 40 esta semana",
      "Line Cook, préfère le lundi soir, 24 h sur 40 cette semaine",
    ]);
    const blocked = AUTO_FILL_REASONS.noOneFree.said([
      AUTO_FILL_REASONS.blocked.timeOff.said(2),
      AUTO_FILL_REASONS.blocked.overMax.said(1, 40),
    ]);
    expect(both(blocked)).toEqual([
      "Nadie libre: 2 con tiempo libre, 1 por encima de 40 h",
      "Personne de libre\u00a0: 2 en congé, 1 au-delà de 40 h",
    ]);
  });

  it("returns English unchanged, and any message it does not know", () => {
    expect(translateMessage(MESSAGES.invalidCredentials, "en")).toBe(MESSAGES.invalidCredentials);
    expect(both("Body cannot be empty when content-type is set to 'application/json'")).toEqual([
      "Body cannot be empty when content-type is set to 'application/json'",
      "Body cannot be empty when content-type is set to 'application/json'",
    ]);
  });
});
