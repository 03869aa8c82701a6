import type { Translation } from "../../translation";
import type { consents as en } from "../en/consents";

export const consents: Translation<typeof en> = {
  section: {
    title: "Descanso entre turnos",
    intro:
      "Tu responsable te pregunta si aceptas trabajar un turno que te deja menos descanso entre turnos del que piden las normas. Cada respuesta es definitiva.",
    loading: "Cargando tus solicitudes de descanso",
    failed: "No se pudieron cargar tus solicitudes de descanso",
    open: "Solicitudes de descanso",
    noneOpen: "Ninguna solicitud de descanso espera tu respuesta.",
    answered: "Respondidas",
  },
  hours_one: "{{count, number}} hora",
  hours_other: "{{count, number}} horas",
  card: {
    rest: "Esto te deja {{rest}} de descanso (la norma pide {{limit}}).",
    premium: "Te paga {{amount}} más.",
    premiumNoRate: "Te paga una prima sobre tu tarifa por hora, cuando tu responsable la haya fijado.",
    mayDecline: "Puedes rechazarlo; entonces no se te podrá programar para este turno.",
    agree: "Acepto",
    agreeLabel: "Acepto: {{shift}}, {{day}}",
    decline: "Rechazar",
    declineLabel: "Rechazar: {{shift}}, {{day}}",
  },
  status: {
    pending: "Espera tu respuesta",
    accepted: "Aceptaste",
    declined: "Rechazaste",
  },
  confirm: {
    agreeTitle: "¿Aceptar este descanso corto?",
    agreeText:
      "Aceptas trabajar {{shift}} el {{day}}, {{time}}, aunque te deja {{rest}} de descanso entre turnos. No podrás cambiar esta respuesta después.",
    agreeConfirm: "Sí, acepto",
    declineTitle: "¿Rechazar este descanso corto?",
    declineText: "Rechazas trabajar {{shift}} el {{day}}, {{time}}. No podrás cambiar esta respuesta después.",
    declineTextMayDecline:
      "Rechazas trabajar {{shift}} el {{day}}, {{time}}, y entonces no se te podrá programar para ello. No podrás cambiar esta respuesta después.",
    declineConfirm: "Sí, rechazar",
  },
};
