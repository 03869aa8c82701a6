import type { Translation } from "../../translation";
import type { fairWorkweek as en } from "../en/fair-workweek";

export const fairWorkweek: Translation<typeof en> = {
  field: {
    label: "Normas de semana laboral justa",
    hint: "Donde una ciudad o un estado exige preaviso, pago por cambios de horario y descanso entre turnos. Brigade los calcula; no da asesoramiento legal.",
    none: "Ninguna",
    loading: "Cargando las normas que puede elegir…",
    loadError: "No se pudieron cargar las normas de semana laboral justa",
  },
  summary: {
    toggle: "Qué dicen estas normas",
    ordinance: "Ordenanza",
    opensInNewTab: "(se abre en una pestaña nueva)",
    covers: "A quién se aplica",
    effective: "En vigor desde",
    notice: "Horario publicado",
    noticeDays_one: "con {{count}} día de antelación",
    noticeDays_other: "con {{count}} días de antelación",
    payTitle: "Pago por cambios de horario, según el preaviso que queda antes del turno",
    noticeLeft: "Preaviso",
    added: "Horas añadidas o turno movido",
    reduced: "Horas recortadas o turno cancelado",
    addedThreshold_one: "Añadir {{count}} minuto o menos no da derecho a pago.",
    addedThreshold_other: "Añadir {{count}} minutos o menos no da derecho a pago.",
    rest: "Descanso entre turnos",
    exempt: "No se debe pago por",
    estimate: "Estimación de buena fe de las horas al contratar",
    records: "Registros",
    source: "Fuente: {{source}}",
    unchecked: "Aún no verificado con el texto de la ordenanza",
    uncheckedNote:
      "Las partes marcadas «aún no verificado» vienen de las páginas o resúmenes de la ciudad: Brigade aún no las ha leído en la ordenanza misma.",
  },
  band: {
    under: "Menos de {{span}}",
    between: "De {{from}} a {{to}}",
    betweenDays: "De {{from}} a {{count}} días",
    hours_one: "{{count, number}} hora",
    hours_other: "{{count, number}} horas",
    days_one: "{{count}} día",
    days_other: "{{count}} días",
  },
  pay: {
    nothing: "Nada",
    hours_one: "{{count, number}} hora de salario",
    hours_other: "{{count, number}} horas de salario",
    shortShift: "{{pay}} ({{hours}} para un turno de {{shift}} o menos)",
    allLost: "las horas perdidas",
    halfLost: "la mitad de las horas perdidas",
    shareLost: "{{share}} de las horas perdidas",
    atMost: "{{pay}}, como máximo {{hours}}",
  },
  rest: {
    required:
      "Al menos {{hours}} entre turnos en días consecutivos; menos requiere el consentimiento por escrito del empleado y {{premium}}.",
    mayDecline:
      "Al menos {{hours}} entre turnos en días consecutivos; el empleado puede rechazar menos, y {{premium}}.",
    amount: "se pagan {{amount}}",
    multiplier: "las horas dentro de ese margen se pagan a {{times}} veces la tarifa",
    none: "Esta ordenanza no fija ninguno.",
  },
  exempt: {
    employee_request: "Cambios que pidió el empleado (un intercambio, un turno tomado, su propio tiempo libre)",
    mutual_agreement: "Cambios acordados por escrito por ambas partes",
    emergency: "Actividad detenida por una emergencia",
    utility_failure: "Actividad detenida por un corte de suministro",
    natural_event: "Actividad detenida por un fenómeno natural",
    public_authority: "Actividad detenida por una autoridad pública",
    discipline: "Medidas disciplinarias",
    small_change: "Cambios pequeños",
    smallChangeMinutes_one: "Cambios de {{count}} minuto como máximo",
    smallChangeMinutes_other: "Cambios de {{count}} minutos como máximo",
  },
  estimate: {
    required: "Obligatoria",
    notRequired: "No obligatoria",
  },
  records: {
    years_one: "Se conservan {{count}} año",
    years_other: "Se conservan {{count}} años",
  },
};
