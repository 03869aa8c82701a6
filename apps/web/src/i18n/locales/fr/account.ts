import type { Translation } from "../../translation";
import type { account as en } from "../en/account";

export const account: Translation<typeof en> = {
  title: "Mon compte",
  profile: {
    title: "Profil",
    name: "Nom",
    email: "E-mail",
    phone: "Téléphone",
    notSet: "Non renseigné",
    role: "Rôle",
    roleAt: "{{role}} chez {{business}}",
  },
  roles: { owner: "Propriétaire", manager: "Responsable", team_member: "Membre de l'équipe" },
  language: {
    title: "Langue",
    intro: "Brigade vous parle dans cette langue sur tous les appareils où vous vous connectez, ses e-mails aussi.",
  },
  changePassword: "Changer le mot de passe",
  emails: {
    title: "Notifications par e-mail",
    loadFailed: "Impossible de charger vos choix",
    loading: "Chargement de vos choix d'e-mails",
    intro: "Tout s'affiche dans l'application, sous la cloche. Choisissez ce qui vous est aussi envoyé par e-mail.",
    off: "L'e-mail est désactivé sur ce serveur ; les notifications s'affichent dans l'application.",
    kinds: {
      shift_assigned: "Un créneau m'est attribué",
      shift_changed: "Un de mes créneaux est déplacé, modifié ou supprimé",
      request_decided: "Ma demande de créneau ou de congé est tranchée",
      time_off_decided: "Mon congé est tranché",
      join_approved: "Ma demande d'adhésion est approuvée",
      week_published: "Le planning d'une semaine est publié",
      swap_offered: "Un collègue me propose un créneau",
      swap_decided: "Un échange auquel je participe est tranché",
      time_off_requested: "Quelqu'un demande un congé",
      pickup_requested: "Quelqu'un demande à prendre un créneau",
      no_show: "Quelqu'un n'est pas venu à son créneau",
      missed_clock_out: "J'ai oublié de pointer mon départ",
      kiosk_locked: "Une borne est bloquée pour la journée après trop de codes PIN incorrects",
      rest_consent_requested: "Un responsable me demande d'accepter un repos court entre deux créneaux",
    },
  },
  notifications: {
    title: "Notifications",
    bellUnread_one: "Notifications, {{count}} non lue",
    bellUnread_other: "Notifications, {{count}} non lues",
    close: "Fermer les notifications",
    markAll: "Tout marquer comme lu",
    list: "Liste des notifications",
    loading: "Chargement des notifications",
    loadFailed: "Impossible de charger les notifications",
    empty: "Aucune notification pour l'instant.",
    olderFailed: "Impossible de charger les notifications plus anciennes : {{message}}",
    loadMore: "Charger plus",
    unread: "Non lue : ",
    justNow: "à l'instant",
  },
  calendarFeed: {
    title: "Vos créneaux dans votre agenda",
    intro:
      "Abonnez-vous à ce lien privé dans votre application d'agenda : vos créneaux des 30 derniers jours aux 90 prochains y apparaissent et suivent chaque changement. Toute personne ayant le lien peut voir vos créneaux : gardez-le pour vous.",
    loadFailed: "Impossible de charger votre lien d'agenda",
    loading: "Chargement de votre lien d'agenda",
    link: "Lien d'agenda",
    copy: "Copier",
    copied: "Copié",
    linkCopied: "Lien copié",
    addTo: "L'ajouter à {{app}}",
    howTo: {
      google: {
        app: "Google Agenda",
        steps: [
          "Sur un ordinateur, ouvrez Google Agenda.",
          "À côté de Autres agendas, choisissez + puis À partir de l'URL.",
          "Collez le lien et choisissez Ajouter un agenda.",
        ],
      },
      apple: {
        app: "Calendrier d'Apple",
        steps: [
          "Sur un Mac : Fichier > Nouvel abonnement à un calendrier, collez le lien, puis S'abonner.",
          "Sur un iPhone : Réglages > Calendrier > Comptes > Ajouter un compte > Autre > Ajouter un calendrier avec abonnement, et collez le lien.",
        ],
      },
      outlook: {
        app: "Outlook",
        steps: [
          "Dans Outlook sur le web ou le nouvel Outlook : Ajouter un calendrier > S'abonner à partir du web.",
          "Collez le lien et Importer.",
        ],
      },
    },
    refreshNote:
      "Les applications d'agenda consultent le lien toutes les quelques heures : un changement peut mettre du temps à apparaître.",
    shownOnce: "Copiez ce lien maintenant : il n'est affiché qu'une fois. Plus tard, le remplacer en donne un nouveau.",
    hidden:
      "Votre lien d'agenda fonctionne, mais il n'est affiché qu'une fois, à sa création. Pour voir un lien de nouveau, remplacez-le : l'ancien cesse de fonctionner et les agendas abonnés doivent se réabonner.",
    replace: "Remplacer le lien",
    replaceTitle: "Remplacer votre lien d'agenda ?",
    replaceText:
      "Le lien actuel cesse de fonctionner aussitôt : les agendas abonnés ne reçoivent plus vos créneaux. Abonnez-vous de nouveau avec le nouveau lien.",
  },
};
