// El espacio "staffing" en español: el panel Personal del calendario (demand.md, "Labour model"): por puesto, las
// personas que pide el modelo de personal frente a las plazas programadas, en la semana o el día mostrados.
import type { Translation } from "../../translation";
import type { staffing as en } from "../en/staffing";

export const staffing: Translation<typeof en> = {
  title: "Personal",
  show: "Mostrar el gráfico de personal",
  hide: "Ocultar el gráfico de personal",
  loading: "Cargando el personal",
  failed: "No se pudo cargar el personal",
  summary: {
    weekUnder_one: "Falta personal: {{hours}} hora-persona esta semana.",
    weekUnder_other: "Falta personal: {{hours}} horas-persona esta semana.",
    weekOver_one: "Sobra personal: {{hours}} hora-persona esta semana.",
    weekOver_other: "Sobra personal: {{hours}} horas-persona esta semana.",
    weekMatched: "Personal según lo requerido esta semana.",
    dayUnder_one: "Falta personal: {{hours}} hora-persona este día.",
    dayUnder_other: "Falta personal: {{hours}} horas-persona este día.",
    dayOver_one: "Sobra personal: {{hours}} hora-persona este día.",
    dayOver_other: "Sobra personal: {{hours}} horas-persona este día.",
    dayMatched: "Personal según lo requerido este día.",
  },
  empty: "Ningún puesto tiene una regla de personal ni un turno en este periodo.",
  noRules:
    "Ninguna regla de personal pide a nadie en este periodo, así que cada plaza programada cuenta como sobrante.",
  setRules: "Definir el horario de apertura y el modelo de personal",
  noForecast:
    "Aún no hay previsión (necesita 4 semanas de historial de ventas): las reglas que siguen las ventas o las transacciones piden su mínimo.",
  role: {
    title: "{{role}} ({{area}})",
    totals: "Requeridas {{required}} h · programadas {{scheduled}} h",
    under: "Faltan {{hours}} h",
    over: "Sobran {{hours}} h",
    matched: "Según lo requerido",
  },
  chart: {
    required: "Requerido",
    scheduled: "Programado",
    short: "Faltan",
  },
  table: {
    byDay: "Personal de {{role}} ({{area}}) por día, en horas-persona",
    byHour: "Personal de {{role}} ({{area}}) por hora, en personas de media",
    day: "Día",
    hour: "Hora",
    required: "Requerido",
    scheduled: "Programado",
    under: "Falta",
    over: "Sobra",
    short: "Faltan",
  },
};
