import type { Locale } from "../locales";

// The sentences of notifications (the app's list and their e-mails) and of the e-mails themselves, in each
// language Brigade speaks (issue 15). English is the spec's wording; {name} marks a value filled in.
// Shift phrases carry their article in Spanish and French ("el turno …", "le créneau …") so that the same
// sentence reads right with a shift's details or with "a shift" alone.

const en = {
  /** A shift: "Dinner - Line Cook at Downtown, Mon 30-11-2026 05:00 PM EST to 11:00 PM". */
  shift: "{what} at {location}, {time}",
  aShift: "a shift",
  /** An instant in a location's zone, and a shift's hours. */
  instant: "{day} {date} {clock} {zone}",
  span: "{day} {date} {clock} {zone} to {end}",
  weekdays: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  /** Time off's days. */
  days: "{from} to {to}",
  oneDay: "{from}",

  shiftAssigned: { title: "New shift", body: "You are on {shift}." },
  /** One notice for a change set's shifts (copy week, auto-fill): {list} is the shifts, then `more`. */
  shiftsAssigned: { title: "New shifts", body: "You are on {count} shifts: {list}." },
  /** A week published, with the reader's shifts in it. */
  yourShifts: "Your shifts: {list}.",
  listSeparator: "; ",
  more: "and {count} more",
  shiftChanged: {
    title: "Shift changed",
    moved: "Your shift {shift} was moved.",
    edited: "Your shift {shift} was changed.",
    deleted: "Your shift {shift} was deleted.",
  },
  /** Each decision as its requester understands it; `title` and `body` for a status not listed. */
  requestDecided: {
    title: "Request decided",
    body: "Your request for {shift}: {status}.",
    statuses: {
      "Pickup accepted": { title: "Pickup accepted", body: "Your request for {shift}: Pickup accepted." },
      "Pickup rejected": { title: "Pickup rejected", body: "Your request for {shift}: Pickup rejected." },
      "Leave approved": { title: "Leave approved", body: "Your request for {shift}: Leave approved." },
      "Leave rejected": { title: "Leave rejected", body: "Your request for {shift}: Leave rejected." },
    },
  },
  /** The title's {status} is lower-cased. */
  timeOffDecided: {
    title: "Time off {status}",
    body: "Your time off {days}: {status}.",
    decided: "decided",
    statuses: { Pending: "Pending", Approved: "Approved", Denied: "Denied", Cancelled: "Cancelled" },
  },
  joinApproved: { title: "Welcome aboard", body: "You have joined {business}.", theBusiness: "the business" },
  weekPublished: {
    title: "Schedule published",
    one: "The schedule of {location} for the week of {week} is published: you have {count} position.",
    other: "The schedule of {location} for the week of {week} is published: you have {count} positions.",
  },
  swapOffered: { title: "Shift offered to you", body: "{actor} offers you {shift}.", aColleague: "A colleague" },
  swapDecided: {
    title: "Swap {status}",
    body: "The swap of {shift}: {status}.",
    decided: "decided",
    statuses: {
      Offered: "Offered",
      "Accepted by colleague": "Accepted by colleague",
      Approved: "Approved",
      Denied: "Denied",
      Cancelled: "Cancelled",
    },
  },
  timeOffRequested: { title: "Time off requested", body: "{employee} asks for time off {days}." },
  pickupRequested: { title: "Pickup requested", body: "{employee} asks to pick up {shift}." },
  noShow: { title: "No-show", body: "{employee} has not clocked in for {shift}." },
  missedClockOut: {
    title: "Clock-out missed",
    body: "You did not clock out of {shift}; it was closed at the shift's end. Tell your manager if that is wrong.",
  },
  kioskLocked: {
    title: "Kiosk locked",
    body: "The kiosk of {location} was locked for the day after too many wrong PINs. A new kiosk link unlocks it.",
  },
  restConsentRequested: {
    title: "Short rest: your answer is needed",
    body: "{actor} asks whether you agree to work {shift}, which leaves you {hours} hours of rest.{premium} You may answer yes or no on your home page.",
    premium: " It pays you {amount} more.",
  },

  /** The notification mail around the sentence. */
  mail: {
    greeting: "Hi {name},",
    labelled: "{label}: {value}",
    openBrigade: "Open Brigade",
    why: "You get this e-mail because e-mail is on for this kind of Brigade notification.",
    turnOff: "To turn these e-mails off, open your account page:",
  },
  /** The forgotten-password mail. */
  reset: {
    subject: "Reset your Brigade password",
    intro: "Someone, hopefully you, asked to reset the password of your Brigade account.",
    choose: "Choose a new password",
    expiry: "The link works once, within {minutes} minutes.",
    ignore: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  },
  /** To the old address when someone other than the account's holder changes its e-mail (issue 34). */
  emailChanged: {
    subject: "The e-mail address of your Brigade account was changed",
    intro:
      "Someone at {business} changed the e-mail address of your Brigade account: it no longer signs in with this address. You were signed out everywhere, and your calendar link was replaced.",
    unexpected: "If you did not expect this, tell your manager or the business's owner at once.",
  },
  /** To a person invited to a business's team (issue 36); they have no account yet. */
  invitation: {
    subject: "{business} invites you to Brigade",
    greeting: "Hello,",
    intro:
      "{inviter} invites you to join the team of {business} on Brigade, where you see your shifts and ask for time off.",
    accept: "Accept the invitation",
    expiry: "The link works once, within {days} days. You choose your own password.",
    ignore: "If you did not expect this, ignore this e-mail: nothing happens without you.",
  },
};

export type MailTexts = typeof en;

const es: MailTexts = {
  shift: "el turno {what} en {location}, {time}",
  aShift: "un turno",
  instant: "{day} {date} {clock} {zone}",
  span: "{day} {date} de {clock} {zone} a {end}",
  weekdays: ["lun", "mar", "mié", "jue", "vie", "sáb", "dom"],
  days: "del {from} al {to}",
  oneDay: "del {from}",

  shiftAssigned: { title: "Nuevo turno", body: "Te han asignado {shift}." },
  shiftsAssigned: { title: "Nuevos turnos", body: "Te han asignado {count} turnos: {list}." },
  yourShifts: "Tus turnos: {list}.",
  listSeparator: "; ",
  more: "y {count} más",
  shiftChanged: {
    title: "Turno modificado",
    moved: "Cambio en tu horario: se ha movido {shift}.",
    edited: "Cambio en tu horario: se ha modificado {shift}.",
    deleted: "Cambio en tu horario: se ha eliminado {shift}.",
  },
  requestDecided: {
    title: "Solicitud resuelta",
    body: "Tu solicitud para {shift}: {status}.",
    statuses: {
      "Pickup accepted": { title: "Solicitud de turno aceptada", body: "Se aceptó tu solicitud para tomar {shift}." },
      "Pickup rejected": { title: "Solicitud de turno rechazada", body: "Se rechazó tu solicitud para tomar {shift}." },
      "Leave approved": { title: "Ausencia aprobada", body: "Se aprobó tu solicitud de ausencia para {shift}." },
      "Leave rejected": { title: "Ausencia rechazada", body: "Se rechazó tu solicitud de ausencia para {shift}." },
    },
  },
  timeOffDecided: {
    title: "Tiempo libre {status}",
    body: "Tu tiempo libre {days}: {status}.",
    decided: "resuelto",
    statuses: { Pending: "pendiente", Approved: "aprobado", Denied: "denegado", Cancelled: "cancelado" },
  },
  joinApproved: { title: "Te damos la bienvenida", body: "Te has unido a {business}.", theBusiness: "la empresa" },
  weekPublished: {
    title: "Horario publicado",
    one: "Se publicó el horario de {location} para la semana del {week}: tienes {count} puesto.",
    other: "Se publicó el horario de {location} para la semana del {week}: tienes {count} puestos.",
  },
  swapOffered: { title: "Te ofrecen un turno", body: "{actor} te ofrece {shift}.", aColleague: "Un compañero" },
  swapDecided: {
    title: "Intercambio {status}",
    body: "El intercambio para {shift}: {status}.",
    decided: "resuelto",
    statuses: {
      Offered: "ofrecido",
      "Accepted by colleague": "aceptado por el compañero",
      Approved: "aprobado",
      Denied: "denegado",
      Cancelled: "cancelado",
    },
  },
  timeOffRequested: { title: "Tiempo libre solicitado", body: "{employee} pide tiempo libre {days}." },
  pickupRequested: { title: "Solicitud para tomar un turno", body: "{employee} pide tomar {shift}." },
  noShow: { title: "Ausencia sin aviso", body: "{employee} no ha fichado la entrada de {shift}." },
  missedClockOut: {
    title: "Salida sin fichar",
    body: "No fichaste la salida de {shift}; se cerró al final del turno. Avisa a tu gerente si no es correcto.",
  },
  kioskLocked: {
    title: "Quiosco bloqueado",
    body: "El quiosco de {location} quedó bloqueado por hoy tras demasiados PIN incorrectos. Un nuevo enlace de quiosco lo desbloquea.",
  },
  restConsentRequested: {
    title: "Descanso corto: se necesita tu respuesta",
    body: "{actor} te pregunta si aceptas trabajar {shift}, que te deja {hours} horas de descanso.{premium} Puedes responder sí o no en tu página de inicio.",
    premium: " Te paga {amount} más.",
  },

  mail: {
    greeting: "Hola, {name}:",
    labelled: "{label}: {value}",
    openBrigade: "Abrir Brigade",
    why: "Recibes este correo porque tienes activados los correos de este tipo de notificación de Brigade.",
    turnOff: "Para dejar de recibir estos correos, abre la página de tu cuenta:",
  },
  reset: {
    subject: "Restablece tu contraseña de Brigade",
    intro: "Alguien, esperamos que tú, ha pedido restablecer la contraseña de tu cuenta de Brigade.",
    choose: "Elige una contraseña nueva",
    expiry: "El enlace funciona una sola vez, durante {minutes} minutos.",
    ignore: "Si no lo pediste tú, ignora este correo: tu contraseña no cambia.",
  },
  emailChanged: {
    subject: "Se cambió el correo electrónico de tu cuenta de Brigade",
    intro:
      "Alguien de {business} cambió el correo electrónico de tu cuenta de Brigade: ya no inicia sesión con esta dirección. Se cerraron todas tus sesiones y se reemplazó tu enlace de calendario.",
    unexpected: "Si no lo esperabas, avisa enseguida a tu gerente o al dueño del negocio.",
  },
  invitation: {
    subject: "{business} te invita a Brigade",
    greeting: "Hola:",
    intro:
      "{inviter} te invita a unirte al equipo de {business} en Brigade, donde ves tus turnos y pides tiempo libre.",
    accept: "Aceptar la invitación",
    expiry: "El enlace funciona una sola vez, durante {days} días. Tú eliges tu contraseña.",
    ignore: "Si no lo esperabas, ignora este correo: no pasa nada sin ti.",
  },
};

// French puts a no-break space before a colon.
const fr: MailTexts = {
  shift: "le créneau {what} à {location}, {time}",
  aShift: "un créneau",
  instant: "{day} {date} {clock} {zone}",
  span: "{day} {date} de {clock} {zone} à {end}",
  weekdays: ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."],
  days: "du {from} au {to}",
  oneDay: "du {from}",

  shiftAssigned: { title: "Nouveau créneau", body: "On vous a attribué {shift}." },
  shiftsAssigned: { title: "Nouveaux créneaux", body: "On vous a attribué {count} créneaux\u00a0: {list}." },
  yourShifts: "Vos créneaux\u00a0: {list}.",
  listSeparator: "\u00a0; ",
  more: "et {count} de plus",
  shiftChanged: {
    title: "Créneau modifié",
    moved: "Changement de planning\u00a0: {shift} a été déplacé.",
    edited: "Changement de planning\u00a0: {shift} a été modifié.",
    deleted: "Changement de planning\u00a0: {shift} a été supprimé.",
  },
  requestDecided: {
    title: "Demande traitée",
    body: "Votre demande pour {shift}\u00a0: {status}.",
    statuses: {
      "Pickup accepted": {
        title: "Prise de créneau acceptée",
        body: "Votre demande pour prendre {shift} a été acceptée.",
      },
      "Pickup rejected": {
        title: "Prise de créneau refusée",
        body: "Votre demande pour prendre {shift} a été refusée.",
      },
      "Leave approved": { title: "Absence approuvée", body: "Votre demande d'absence pour {shift} a été approuvée." },
      "Leave rejected": { title: "Absence refusée", body: "Votre demande d'absence pour {shift} a été refusée." },
    },
  },
  timeOffDecided: {
    title: "Congé {status}",
    body: "Votre congé {days}\u00a0: {status}.",
    decided: "traité",
    statuses: { Pending: "en attente", Approved: "approuvé", Denied: "refusé", Cancelled: "annulé" },
  },
  joinApproved: { title: "Bienvenue à bord", body: "Vous avez rejoint {business}.", theBusiness: "l'entreprise" },
  weekPublished: {
    title: "Planning publié",
    one: "Le planning de {location} pour la semaine du {week} est publié\u00a0: vous avez {count} poste.",
    other: "Le planning de {location} pour la semaine du {week} est publié\u00a0: vous avez {count} postes.",
  },
  swapOffered: {
    title: "Un créneau vous est proposé",
    body: "{actor} vous propose {shift}.",
    aColleague: "Un collègue",
  },
  swapDecided: {
    title: "Échange {status}",
    body: "L'échange pour {shift}\u00a0: {status}.",
    decided: "traité",
    statuses: {
      Offered: "proposé",
      "Accepted by colleague": "accepté par le collègue",
      Approved: "approuvé",
      Denied: "refusé",
      Cancelled: "annulé",
    },
  },
  timeOffRequested: { title: "Congé demandé", body: "{employee} demande un congé {days}." },
  pickupRequested: { title: "Demande de prise de créneau", body: "{employee} demande à prendre {shift}." },
  noShow: { title: "Absence non signalée", body: "{employee} n’a pas pointé son arrivée pour {shift}." },
  missedClockOut: {
    title: "Départ non pointé",
    body: "Tu n’as pas pointé ton départ de {shift} ; il a été clos à la fin du créneau. Préviens ton responsable si c’est faux.",
  },
  kioskLocked: {
    title: "Borne bloquée",
    body: "La borne de {location} a été bloquée pour la journée après trop de codes PIN incorrects. Un nouveau lien de borne la débloque.",
  },
  restConsentRequested: {
    title: "Repos court : ta réponse est attendue",
    body: "{actor} te demande si tu acceptes de travailler {shift}, qui te laisse {hours} heures de repos.{premium} Tu peux répondre oui ou non sur ta page d’accueil.",
    premium: " Cela te rapporte {amount} de plus.",
  },

  mail: {
    greeting: "Bonjour {name},",
    labelled: "{label}\u00a0: {value}",
    openBrigade: "Ouvrir Brigade",
    why: "Vous recevez cet e-mail car les e-mails sont activés pour ce type de notification Brigade.",
    turnOff: "Pour ne plus recevoir ces e-mails, ouvrez la page de votre compte\u00a0:",
  },
  reset: {
    subject: "Réinitialisez votre mot de passe Brigade",
    intro: "Quelqu'un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Brigade.",
    choose: "Choisissez un nouveau mot de passe",
    expiry: "Le lien ne fonctionne qu'une fois, pendant {minutes} minutes.",
    ignore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.",
  },
  emailChanged: {
    subject: "L'adresse e-mail de votre compte Brigade a été modifiée",
    intro:
      "Quelqu'un chez {business} a modifié l'adresse e-mail de votre compte Brigade\u00a0: elle ne sert plus à vous connecter. Toutes vos sessions ont été fermées et votre lien d'agenda a été remplacé.",
    unexpected:
      "Si vous ne vous y attendiez pas, prévenez tout de suite votre responsable ou le propriétaire de l'établissement.",
  },
  invitation: {
    subject: "{business} vous invite sur Brigade",
    greeting: "Bonjour,",
    intro:
      "{inviter} vous invite à rejoindre l'équipe de {business} sur Brigade, où vous voyez vos créneaux et demandez des congés.",
    accept: "Accepter l'invitation",
    expiry: "Le lien ne fonctionne qu'une fois, pendant {days} jours. Vous choisissez votre propre mot de passe.",
    ignore: "Si vous ne vous y attendiez pas, ignorez cet e-mail\u00a0: rien ne se passe sans vous.",
  },
};

export const MAIL_TEXTS: Record<Locale, MailTexts> = { en, es, fr };

/**
 * A template with its {placeholders} filled in one pass: a value that itself holds "{…}" (a shift's name is
 * anyone's text) is left as it is. A placeholder without a value stays visible rather than vanishing.
 */
export function fill(template: string, values: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/** The entry of `map` for `key`, only when the map has it (a status such as "constructor" is just unknown). */
export function entryOf<T>(map: Record<string, T>, key: string | undefined): T | undefined {
  return key !== undefined && Object.hasOwn(map, key) ? map[key] : undefined;
}
