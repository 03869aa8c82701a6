import type { Translation } from "../../translation";
import type { offline as en } from "../en/offline";

export const offline: Translation<typeof en> = {
  notice: "Estás sin conexión. Se muestra tu horario tal como estaba en su última actualización: {{time}}.",
  noticeWithoutCopy: "Estás sin conexión.",
  needsConnection: "Estás sin conexión: esto requiere conexión a internet.",
};
