import type { Translation } from "../../translation";
import type { auth as en } from "../en/auth";

export const auth: Translation<typeof en> = {
  fields: { email: "E-mail", password: "Mot de passe" },
  backToLogin: "Retour à la connexion",
  login: {
    title: "Se connecter",
    subtitle: "Planifiez votre équipe, pourvoyez vos créneaux.",
    footer:
      "Nouveau sur Brigade ? <register>Inscrivez votre entreprise</register> ou <join>rejoignez votre équipe</join>",
    forgot: "Mot de passe oublié ?",
    submit: "Se connecter",
  },
  register: {
    title: "Inscrivez votre entreprise",
    subtitle:
      "Vous en devenez le propriétaire et pouvez ajouter des établissements, des zones, des postes et votre équipe.",
    haveAccount: "Vous avez déjà un compte ? <login>Connectez-vous</login>",
    joinInstead: "Vous rejoignez plutôt votre équipe ? <join>Utilisez un code d'adhésion</join>",
    businessName: "Nom de l'entreprise",
    submit: "Inscrire l'entreprise",
  },
  join: {
    title: "Rejoignez votre équipe",
    subtitle: "Envoyez une demande pour rejoindre l'équipe de votre restaurant sur Brigade. Un responsable l'approuve.",
    footer:
      "Déjà approuvé ? <login>Connectez-vous</login> · Vous avez une entreprise ? <register>Inscrivez-la</register>",
    sent: "Demande envoyée",
    goToLogin: "Aller à la connexion",
  },
  forgot: {
    title: "Mot de passe oublié ?",
    subtitle: "Nous vous enverrons par e-mail un lien pour en choisir un nouveau.",
    remembered: "Vous vous en souvenez ? <login>Connectez-vous</login>",
    checkMail: "Consultez vos e-mails",
    emailHint: "L'adresse avec laquelle vous vous connectez.",
    submit: "Envoyer le lien",
  },
  reset: {
    title: "Choisissez un nouveau mot de passe",
    subtitle: "Pour le compte auquel ce lien a été envoyé.",
    askNew: "Demander un nouveau lien",
    hint: "Au moins 8 caractères. Vous serez déconnecté partout.",
    confirm: "Confirmez le nouveau mot de passe",
    submit: "Enregistrer le mot de passe",
  },
  changePassword: {
    current: "Mot de passe actuel",
    new: "Nouveau mot de passe",
    hint: "Au moins 8 caractères. Vos autres sessions seront déconnectées.",
    submit: "Changer le mot de passe",
  },
};
