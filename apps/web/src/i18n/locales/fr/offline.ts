import type { Translation } from "../../translation";
import type { offline as en } from "../en/offline";

export const offline: Translation<typeof en> = {
  notice: "Vous êtes hors ligne. Voici votre planning tel qu'il était à sa dernière mise à jour : {{time}}.",
  noticeWithoutCopy: "Vous êtes hors ligne.",
  needsConnection: "Vous êtes hors ligne : ceci nécessite une connexion.",
};
