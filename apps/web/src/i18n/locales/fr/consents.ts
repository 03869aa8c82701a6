import type { Translation } from "../../translation";
import type { consents as en } from "../en/consents";

export const consents: Translation<typeof en> = {
  section: {
    title: "Repos entre les services",
    intro:
      "Votre responsable vous demande si vous acceptez de travailler un créneau qui vous laisse moins de repos entre deux services que ne le demandent les règles. Chaque réponse est définitive.",
    loading: "Chargement de vos demandes de repos",
    failed: "Impossible de charger vos demandes de repos",
    open: "Demandes de repos",
    noneOpen: "Aucune demande de repos n'attend votre réponse.",
    answered: "Répondues",
  },
  hours_one: "{{count, number}} heure",
  hours_other: "{{count, number}} heures",
  card: {
    rest: "Cela vous laisse {{rest}} de repos (la règle en demande {{limit}}).",
    premium: "Cela vous rapporte {{amount}} de plus.",
    premiumNoRate: "Cela vous rapporte une prime sur votre taux horaire, une fois que votre responsable l'aura fixé.",
    mayDecline: "Vous pouvez refuser\u00a0; on ne pourra alors pas vous affecter à ce créneau.",
    agree: "J'accepte",
    agreeLabel: "J'accepte\u00a0: {{shift}}, {{day}}",
    decline: "Refuser",
    declineLabel: "Refuser\u00a0: {{shift}}, {{day}}",
  },
  status: {
    pending: "Attend votre réponse",
    accepted: "Vous avez accepté",
    declined: "Vous avez refusé",
  },
  confirm: {
    agreeTitle: "Accepter ce repos court\u00a0?",
    agreeText:
      "Vous acceptez de travailler sur {{shift}} le {{day}}, {{time}}, bien que cela ne vous laisse que {{rest}} de repos entre deux services. Vous ne pourrez plus changer cette réponse.",
    agreeConfirm: "Oui, j'accepte",
    declineTitle: "Refuser ce repos court\u00a0?",
    declineText:
      "Vous refusez de travailler sur {{shift}} le {{day}}, {{time}}. Vous ne pourrez plus changer cette réponse.",
    declineTextMayDecline:
      "Vous refusez de travailler sur {{shift}} le {{day}}, {{time}}\u00a0; on ne pourra alors pas vous y affecter. Vous ne pourrez plus changer cette réponse.",
    declineConfirm: "Oui, refuser",
  },
};
