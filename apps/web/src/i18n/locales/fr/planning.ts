import type { Translation } from "../../translation";
import type { planning as en } from "../en/planning";

export const planning: Translation<typeof en> = {
  autoFill: {
    button: "Remplissage auto",
    cancel: "Annuler",
    find: "Trouver des affectations",
    period: {
      label: "Période",
      choices: { this_week: "Cette semaine", next_week: "Semaine prochaine", custom: "Personnalisée" },
      onClock: "{{period}}, à l'heure de l'établissement.",
      from: "Du",
      to: "Au",
      customHint: "Jusqu'à {{days}} jours, bornes incluses, à l'heure de l'établissement.",
    },
    solving: {
      title: "Recherche des meilleures affectations…",
      text: "Cela peut prendre plusieurs secondes. Rien n'est réservé tant que vous n'appliquez pas.",
    },
    preview: {
      stats_one: "Postes pourvus : {{filled}} sur {{count}} à pourvoir",
      stats_other: "Postes pourvus : {{filled}} sur {{count}} à pourvoir",
      maxFill_one: "Aucun planning n'en pourvoit plus de {{count}}.",
      maxFill_other: "Aucun planning n'en pourvoit plus de {{count}}.",
      provenBest: "La proposition est prouvée optimale.",
      withinGap: "La proposition est au plus à {{percent}} % de la meilleure possible.",
      nothingOpen: "Aucun poste à pourvoir sur cette période : tous les postes sont déjà pourvus.",
      noneProposed:
        "Personne n'a pu être proposé pour les postes à pourvoir. La raison pour chacun est indiquée ci-dessous.",
      proposed: "Affectations proposées",
      selectAll: "Tout sélectionner",
      selectNone: "Tout désélectionner",
      stillOpen: "Encore à pourvoir",
      open_one: "{{count}} à pourvoir",
      open_other: "{{count}} à pourvoir",
      changePeriod: "Changer de période",
      apply_one: "Appliquer {{count}} affectation",
      apply_other: "Appliquer {{count}} affectations",
      addedCost: "Toutes les affectations proposées ajoutent {{amount}} au coût de personnel prévu.",
      unpriced_one: "{{count}} concerne une personne sans salaire : ces heures sont comptées sans coût.",
      unpriced_other: "{{count}} concernent des personnes sans salaire : ces heures sont comptées sans coût.",
    },
    result: {
      undoTitle: "Annuler le remplissage automatique",
      undoQuestion_one: "Libérer l'affectation que le remplissage automatique vient de faire ?",
      undoQuestion_other: "Libérer les {{count}} affectations que le remplissage automatique vient de faire ?",
      release: "Libérer",
      kept: "Conservées",
      skipped: "Ignorées",
      unknownProposal: "Employé {{employee}}, plage {{slot}}",
      undoHint: "Annuler libère exactement ces affectations, sauf celles qui ont changé depuis.",
      undo: "Annuler",
      close: "Fermer",
    },
  },
  copyWeek: {
    button: "Copier la semaine",
    fields: {
      locationPlaceholder: "Choisissez l'établissement à copier",
      fromWeek: "Copier la semaine du",
      toWeek: "Dans la semaine du",
      anyDay: "N'importe quel jour de la semaine",
      weeks: "Nombre de semaines",
      weeksHint: "Remplit ce nombre de semaines d'affilée, de 1 à {{max}}.",
      withPeople: "Copier aussi les personnes",
      withPeopleHint:
        "Affecte les mêmes personnes là où toutes les règles de travail sont encore respectées ; l'aperçu liste les autres.",
    },
    flow: {
      copiedToast: "Semaine copiée.",
      copied: "Semaine copiée",
      done: "Terminé",
      preview: "Aperçu",
      checking: "Vérification de ce que fera la copie…",
      chooseFirst: "Choisissez un établissement et les semaines pour voir ce que fera la copie.",
      correctField: "Corrigez le champ signalé pour voir ce que fera la copie.",
      previewFailed: "Impossible d'afficher l'aperçu de la copie",
      cancel: "Annuler",
      copying: "Copie en cours…",
      copy: "Copier",
    },
    summary: {
      drafts:
        "Les semaines brouillon sont activées : l'équipe verra les nouveaux créneaux une fois leur semaine publiée.",
      cannotCopy: "Affectations qui ne peuvent pas être copiées",
    },
  },
  publish: {
    loadFailed: "Impossible de charger l'état de la semaine",
    loading: "Chargement de l'état de la semaine…",
    region: "Publication",
    weekAt: "Semaine du {{week}} à {{location}}",
    confirmTitle: "Publier cette semaine ?",
    publish: "Publier la semaine",
    detail: {
      publishedSeen: "Publiée le {{when}}. L'équipe voit tous les créneaux de cette semaine.",
      seenAsMade: "L'équipe voit chaque créneau dès sa création.",
      changedSince:
        "Publiée le {{when}}. L'équipe n'a pas été informée des changements depuis : publiez à nouveau pour la prévenir.",
      changedNeverPublished:
        "L'équipe n'a pas été informée des changements depuis : publiez à nouveau pour la prévenir.",
      drafts_one: "{{count}} créneau brouillon : l'équipe ne le voit pas tant que vous n'avez pas publié la semaine.",
      drafts_other:
        "{{count}} créneaux brouillons : l'équipe ne les voit pas tant que vous n'avez pas publié la semaine.",
      neverPublished:
        "L'équipe voit déjà les créneaux de cette semaine, mais personne n'a été prévenu qu'elle est prête : publiez-la pour les prévenir.",
      noShift: "Aucun créneau cette semaine pour l'instant.",
    },
  },
  assign: {
    title: "Affecter un créneau",
    location: "Établissement",
    role: "Rôle/Poste",
    rolePlaceholder: "Choisissez un rôle/poste",
    slot: "Plage horaire",
    slotsLoading: "Chargement des plages horaires…",
    slotPlaceholder: "Choisissez une plage horaire",
    employee: "Employé",
    employeeSearch: "Rechercher par nom ou e-mail",
    noEmployee: "Aucun employé ne peut prendre cette plage horaire",
    warning: "Avertissement",
    close: "Fermer",
    assign: "Affecter",
    rest: {
      title: "Repos court entre deux créneaux",
      ask: "Demander l'accord de {{name}}",
      askFailed: "Impossible de demander à {{name}}\u00a0: {{message}}",
      asked:
        "L'accord de {{name}} a été demandé, dans l'application et par e-mail. Vous pourrez faire cette affectation une fois son accord donné.",
      pending:
        "{{name}} a déjà été sollicité(e) pour ce créneau et n'a pas encore donné son accord. Vous pourrez faire cette affectation une fois son accord donné.",
    },
  },
};
