// L'espace « sales » en français : la page Ventes (demand.md, « Sales history ») : importer l'export CSV de la
// caisse, l'historique en graphiques, les imports et leur annulation.
import type { Translation } from "../../translation";
import type { sales as en } from "../en/sales";

export const sales: Translation<typeof en> = {
  page: {
    title: "Ventes",
    intro:
      "Importez l'historique des ventes de votre caisse depuis un fichier CSV, et voyez ce que chaque établissement a vendu par jour et par heure de la journée.",
    loading: "Chargement des établissements",
    noLocation: "L'historique des ventes est tenu par établissement : créez-en un d'abord.",
  },
  import: {
    title: "Importer un fichier de ventes",
    file: "Fichier CSV",
    fileHint:
      "Un export de caisse en tickets ou en intervalles, de 50 Mo au plus. Rien n'est enregistré tant que vous n'avez pas choisi Importer.",
    previewCaption: "Les premières lignes de {{name}}",
    checking: "Vérification du fichier",
    importing: "Import du fichier",
    sent: "Envoi du fichier : {{percent}}",
    progress: "Part du fichier envoyée",
    reading: "Lecture du fichier…",
    import: "Importer",
    tryAgain: "Réessayer",
    checkFailed: "Le fichier n'a pas pu être vérifié",
    importFailed: "Le fichier n'a pas pu être importé",
  },
  summary: {
    title: "Ce que ferait l'import",
    shape: { tickets: "Lu comme des tickets", intervals: "Lu comme des intervalles" },
    rowsRead: "Lignes lues",
    rowsRejected: "Lignes rejetées",
    intervals: "Intervalles de 15 minutes",
    days: "Jours couverts",
    dayRange: "Du {{from}} au {{to}}",
    none: "Aucun",
    replaced: "Intervalles déjà présents, qui seront remplacés",
    nothingToImport: "Aucun intervalle d'historique des ventes ne peut être lu dans ce fichier.",
  },
  rejected: {
    caption: "Lignes rejetées",
    line: "Ligne",
    reason: "Raison",
    firstOf: "Les {{shown}} premières des {{count}} lignes rejetées.",
  },
  mapping: {
    title: "Quelle colonne contient quoi ?",
    intro:
      "Brigade n'a pas reconnu les colonnes de ce fichier. Indiquez ce que liste le fichier, puis choisissez sa colonne pour chaque donnée qu'il contient ; laissez les autres vides.",
    shape: "Le fichier liste",
    shapes: { tickets: "Tickets", intervals: "Intervalles" },
    notInFile: "Absent du fichier",
    fields: {
      date: "Date",
      time: "Heure",
      start: "Début (date et heure)",
      amount: "Montant",
      quantity: "Quantité",
      unit_price: "Prix unitaire",
      ticket: "Numéro de ticket",
      sales: "Ventes",
      transactions: "Transactions",
      minutes: "Minutes par ligne",
    },
    incomplete:
      "Choisissez, chacun dans sa propre colonne, la date, l'heure et le montant (ou le ticket) des tickets, ou le début (ou la date) et les ventes ou transactions des intervalles.",
    check: "Vérifier avec ces colonnes",
  },
  shapes: {
    title: "Pas encore d'historique des ventes",
    text: "Importez un export CSV de votre caisse. Brigade lit deux formes, reconnues à la première ligne du fichier :",
    tickets: "Tickets : une ligne par ticket (ou ligne de ticket) avec sa date, son heure et son montant.",
    intervals:
      "Intervalles : une ligne par période avec son début (ou sa date et son heure) et ses ventes ou transactions.",
    more: "Les colonnes peuvent être séparées par des virgules ou des points-virgules ; d'autres noms peuvent être associés une fois le fichier choisi.",
    example: "Première ligne, par exemple :",
  },
  history: {
    title: "Historique des ventes",
    period: "Période",
    from: "Du",
    to: "Au",
    lastWeeks_one: "Dernière semaine ({{count}})",
    lastWeeks_other: "{{count}} dernières semaines",
    loading: "Chargement de l'historique des ventes",
    failed: "Impossible de charger l'historique des ventes",
    emptyTitle: "Aucune vente sur cette période",
    emptyText: "Choisissez une autre période, ou importez un fichier couvrant ces jours.",
    transactionsOnly:
      "L'historique de cet établissement ne contient que des transactions : les graphiques montrent donc des transactions.",
    totalSales_one: "{{total}} sur le {{count}} jour avec des ventes.",
    totalSales_other: "{{total}} sur les {{count}} jours avec des ventes.",
    totalTransactions_one: "{{total}} transactions sur le {{count}} jour avec un historique.",
    totalTransactions_other: "{{total}} transactions sur les {{count}} jours avec un historique.",
    sales: "Ventes",
    transactions: "Transactions",
  },
  byDay: {
    title: "Par jour",
    captionSales: "Ventes par jour",
    captionTransactions: "Transactions par jour",
    day: "Jour",
  },
  byHour: {
    title: "Moyenne par heure de la journée",
    intro_one: "Chaque heure de l'horloge de l'établissement, en moyenne sur le {{count}} jour avec un historique.",
    intro_other: "Chaque heure de l'horloge de l'établissement, en moyenne sur les {{count}} jours avec un historique.",
    captionSales: "Ventes moyennes par heure de la journée",
    captionTransactions: "Transactions moyennes par heure de la journée",
    hour: "Heure",
  },
  imports: {
    title: "Imports",
    label: "Derniers imports",
    loading: "Chargement des imports",
    failed: "Impossible de charger les imports",
    none: "Aucun fichier importé pour l'instant.",
    when: "Importé le",
    shape: "Forme",
    days: "Jours",
    intervals: "Intervalles",
    holds: "Encore tenus",
    actions: "Actions",
    undo: "Annuler l'import",
    undoOf: "Annuler l'import du {{when}}",
    undoTitle: "Annuler cet import ?",
    undoText_one:
      "Le {{count}} intervalle d'historique des ventes que cet import tient encore est supprimé. Ce qu'il a remplacé ne revient pas.",
    undoText_other:
      "Les {{count}} intervalles d'historique des ventes que cet import tient encore sont supprimés. Ce qu'il a remplacé ne revient pas.",
  },
};
