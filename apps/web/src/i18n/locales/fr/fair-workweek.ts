import type { Translation } from "../../translation";
import type { fairWorkweek as en } from "../en/fair-workweek";

export const fairWorkweek: Translation<typeof en> = {
  field: {
    label: "Règles de semaine de travail équitable",
    hint: "Là où une ville ou un État impose un préavis, une indemnité de changement d'horaire et un repos entre les services. Brigade les calcule ; il ne donne pas de conseil juridique.",
    none: "Aucune",
    loading: "Chargement des règles proposées…",
    loadError: "Les règles de semaine de travail équitable n'ont pas pu être chargées",
  },
  summary: {
    toggle: "Ce que disent ces règles",
    ordinance: "Texte",
    opensInNewTab: "(s'ouvre dans un nouvel onglet)",
    covers: "Qui est concerné",
    effective: "En vigueur depuis le",
    notice: "Planning publié",
    noticeDays_one: "{{count}} jour à l'avance",
    noticeDays_other: "{{count}} jours à l'avance",
    payTitle: "Indemnité de changement d'horaire, selon le préavis restant avant le service",
    noticeLeft: "Préavis restant",
    added: "Heures ajoutées ou service déplacé",
    reduced: "Heures réduites ou service annulé",
    addedThreshold_one: "Ajouter {{count}} minute ou moins ne donne droit à rien.",
    addedThreshold_other: "Ajouter {{count}} minutes ou moins ne donne droit à rien.",
    rest: "Repos entre les services",
    exempt: "Aucune indemnité n'est due pour",
    estimate: "Estimation de bonne foi des heures à l'embauche",
    records: "Registres",
    source: "Source : {{source}}",
    unchecked: "Pas encore vérifié dans le texte de l'ordonnance",
    uncheckedNote:
      "Les parties marquées «\u00a0pas encore vérifié\u00a0» viennent des pages ou des résumés de la ville\u00a0: Brigade ne les a pas encore lues dans l'ordonnance elle-même.",
  },
  band: {
    under: "Moins de {{span}}",
    between: "De {{from}} à {{to}}",
    betweenDays: "De {{from}} à {{count}} jours",
    hours_one: "{{count, number}} heure",
    hours_other: "{{count, number}} heures",
    days_one: "{{count}} jour",
    days_other: "{{count}} jours",
  },
  pay: {
    nothing: "Rien",
    hours_one: "{{count, number}} heure de salaire",
    hours_other: "{{count, number}} heures de salaire",
    shortShift: "{{pay}} ({{hours}} pour un service de {{shift}} ou moins)",
    allLost: "les heures perdues",
    halfLost: "la moitié des heures perdues",
    shareLost: "{{share}} des heures perdues",
    atMost: "{{pay}}, au plus {{hours}}",
  },
  rest: {
    required:
      "Au moins {{hours}} entre deux services sur des jours consécutifs ; moins exige l'accord écrit du salarié et {{premium}}.",
    mayDecline:
      "Au moins {{hours}} entre deux services sur des jours consécutifs ; le salarié peut refuser moins, et {{premium}}.",
    amount: "donne droit à {{amount}}",
    multiplier: "les heures dans cet intervalle sont payées {{times}} fois le taux",
    none: "Ce texte n'en fixe aucun.",
  },
  exempt: {
    employee_request: "Changements demandés par le salarié (un échange, un service repris, son propre congé)",
    mutual_agreement: "Changements convenus par écrit entre les deux parties",
    emergency: "Activité arrêtée par une urgence",
    utility_failure: "Activité arrêtée par une panne d'un service public (eau, électricité, gaz)",
    natural_event: "Activité arrêtée par un événement naturel",
    public_authority: "Activité arrêtée par une autorité publique",
    discipline: "Mesures disciplinaires",
    small_change: "Petits changements",
    smallChangeMinutes_one: "Changements d'au plus {{count}} minute",
    smallChangeMinutes_other: "Changements d'au plus {{count}} minutes",
  },
  estimate: {
    required: "Obligatoire",
    notRequired: "Non obligatoire",
  },
  records: {
    years_one: "Conservés {{count}} an",
    years_other: "Conservés {{count}} ans",
  },
};
