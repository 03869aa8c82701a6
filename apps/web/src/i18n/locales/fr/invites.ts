import type { Translation } from "../../translation";
import type { invites as en } from "../en/invites";

export const invites: Translation<typeof en> = {
  page: {
    title: "Inviter du personnel",
    description:
      "Invitez des personnes par e-mail\u00a0: chacune reçoit un lien pour choisir son propre mot de passe et rejoindre votre équipe, sans validation.",
    createInstead: "Ou créez vous-même leur compte.",
    loading: "Chargement",
  },
  roles: { team_member: "Membre de l'équipe", manager: "Responsable" },
  mail: {
    on: "Chaque personne reçoit un e-mail avec son lien. Vous pouvez aussi copier les liens.",
    off: "Ce serveur Brigade n'envoie pas d'e-mails\u00a0: vous obtenez un lien par personne, à copier et à lui envoyer vous-même (SMS, messagerie ou votre propre e-mail).",
  },
  form: {
    title: "Inviter par e-mail",
    person: "Personne {{n}}",
    remove: "Retirer la personne {{n}}",
    email: "E-mail",
    name: "Nom",
    optional: "Facultatif",
    role: "Rôle",
    positions: "Postes",
    noPositions: "Ajoutez d'abord des zones de travail et des postes pour les choisir ici.",
    add: "Ajouter une personne",
    send: "Envoyer les invitations",
    createLinks: "Créer les liens d'invitation",
  },
  results: {
    title_one: "{{count}} invitation prête",
    title_other: "{{count}} invitations prêtes",
    mailed: "Un e-mail avec le lien part vers chaque personne.",
    notMailed:
      "L'e-mail est désactivé sur ce serveur, rien n'a donc été envoyé\u00a0: copiez chaque lien et envoyez-le vous-même.",
    once: "Chaque lien fonctionne une seule fois, pendant 7 jours. Il n'est affiché que maintenant\u00a0: si un lien se perd, invitez à nouveau la personne.",
    linkFor: "Lien d'invitation pour {{who}}",
    copy: "Copier le lien",
    copied: "Copié",
    more: "Inviter d'autres personnes",
  },
  pending: {
    title: "Invitations en attente",
    loading: "Chargement des invitations",
    empty: "Aucune invitation en attente",
    emptyHint: "Les personnes invitées apparaissent ici jusqu'à ce qu'elles acceptent.",
    expires: "Lien valable jusqu'au {{date}}",
    expired: "Expirée",
    withdraw: "Retirer",
    withdrawLabel: "Retirer l'invitation de {{email}}",
    confirmTitle: "Retirer cette invitation\u00a0?",
    confirmMessage: "Le lien envoyé à {{email}} ne fonctionnera plus.",
  },
  joinLink: { title: "Lien pour rejoindre" },
  accept: {
    genericTitle: "Votre invitation",
    title: "Rejoindre {{business}}",
    subtitle: "Choisissez votre mot de passe pour rejoindre l'équipe sur Brigade.",
    loading: "Chargement de l'invitation",
    asMember:
      "{{business}} vous invite à rejoindre son équipe. Vous verrez vos créneaux et pourrez demander des congés.",
    asManager: "{{business}} vous invite à rejoindre l'équipe en tant que responsable.",
    email: "E-mail",
    name: "Votre nom",
    password: "Choisissez un mot de passe",
    passwordHint: "Au moins 8 caractères.",
    submit: "Rejoindre l'équipe",
    goToLogin: "Aller à la connexion",
    haveAccount: "Vous avez déjà un compte\u00a0? Connectez-vous",
  },
};
