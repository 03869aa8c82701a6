// L'espace « staffing » en français : le panneau Effectifs du calendrier (demand.md, « Labour model ») : par poste, les
// personnes que demande le modèle de main-d'œuvre face aux places planifiées, sur la semaine ou le jour affichés.
import type { Translation } from "../../translation";
import type { staffing as en } from "../en/staffing";

export const staffing: Translation<typeof en> = {
  title: "Effectifs",
  show: "Afficher le graphique des effectifs",
  hide: "Masquer le graphique des effectifs",
  loading: "Chargement des effectifs",
  failed: "Impossible de charger les effectifs",
  summary: {
    weekUnder_one: "Sous-effectif de {{hours}} heure-personne cette semaine.",
    weekUnder_other: "Sous-effectif de {{hours}} heures-personnes cette semaine.",
    weekOver_one: "Sureffectif de {{hours}} heure-personne cette semaine.",
    weekOver_other: "Sureffectif de {{hours}} heures-personnes cette semaine.",
    weekMatched: "Effectifs conformes au besoin cette semaine.",
    dayUnder_one: "Sous-effectif de {{hours}} heure-personne ce jour.",
    dayUnder_other: "Sous-effectif de {{hours}} heures-personnes ce jour.",
    dayOver_one: "Sureffectif de {{hours}} heure-personne ce jour.",
    dayOver_other: "Sureffectif de {{hours}} heures-personnes ce jour.",
    dayMatched: "Effectifs conformes au besoin ce jour.",
  },
  empty: "Aucun poste n'a de règle de main-d'œuvre ni de service sur cette période.",
  noRules:
    "Aucune règle de main-d'œuvre ne demande personne sur cette période : chaque place planifiée compte donc en trop.",
  setRules: "Définir les horaires d'ouverture et le modèle de main-d'œuvre",
  noForecast:
    "Pas encore de prévision (il faut 4 semaines d'historique des ventes) : les règles qui suivent les ventes ou les transactions demandent leur minimum.",
  role: {
    title: "{{role}} ({{area}})",
    totals: "Requis {{required}} h · planifié {{scheduled}} h",
    under: "Manque {{hours}} h",
    over: "En trop {{hours}} h",
    matched: "Conforme au besoin",
  },
  chart: {
    required: "Requis",
    scheduled: "Planifié",
    short: "Manquant",
  },
  table: {
    byDay: "Effectifs de {{role}} ({{area}}) par jour, en heures-personnes",
    byHour: "Effectifs de {{role}} ({{area}}) par heure, en personnes en moyenne",
    day: "Jour",
    hour: "Heure",
    required: "Requis",
    scheduled: "Planifié",
    under: "Manque",
    over: "En trop",
    short: "Manquant",
  },
};
