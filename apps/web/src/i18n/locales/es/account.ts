import type { Translation } from "../../translation";
import type { account as en } from "../en/account";

export const account: Translation<typeof en> = {
  title: "Mi cuenta",
  profile: {
    title: "Perfil",
    name: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono",
    notSet: "Sin indicar",
    role: "Rol",
    roleAt: "{{role}} en {{business}}",
  },
  roles: { owner: "Propietario", manager: "Gerente", team_member: "Miembro del equipo" },
  language: {
    title: "Idioma",
    intro: "Brigade te habla en este idioma en todos los dispositivos donde inicies sesión, y también sus correos.",
  },
  changePassword: "Cambiar la contraseña",
  emails: {
    title: "Notificaciones por correo",
    loadFailed: "No se pudieron cargar tus preferencias",
    loading: "Cargando tus preferencias de correo",
    intro: "Todo aparece en la aplicación, bajo la campana. Elige qué te enviamos también por correo.",
    off: "El correo está desactivado en este servidor; las notificaciones aparecen en la aplicación.",
    kinds: {
      shift_assigned: "Me asignan un turno",
      shift_changed: "Un turno mío se mueve, cambia o se elimina",
      request_decided: "Se decide mi solicitud de turno o de ausencia",
      time_off_decided: "Se decide mi tiempo libre",
      join_approved: "Se aprueba mi solicitud para unirme",
      week_published: "Se publica el horario de una semana",
      swap_offered: "Un compañero me ofrece un turno",
      swap_decided: "Se decide un intercambio en el que participo",
      time_off_requested: "Alguien pide tiempo libre",
      pickup_requested: "Alguien pide tomar un turno",
      no_show: "Alguien no vino a su turno",
      missed_clock_out: "Olvidé fichar la salida",
      kiosk_locked: "Un quiosco queda bloqueado por hoy tras demasiados PIN incorrectos",
      rest_consent_requested: "Un gerente me pide aceptar un descanso corto entre turnos",
    },
  },
  notifications: {
    title: "Notificaciones",
    bellUnread_one: "Notificaciones, {{count}} sin leer",
    bellUnread_other: "Notificaciones, {{count}} sin leer",
    close: "Cerrar las notificaciones",
    markAll: "Marcar todas como leídas",
    list: "Lista de notificaciones",
    loading: "Cargando las notificaciones",
    loadFailed: "No se pudieron cargar las notificaciones",
    empty: "Todavía no hay notificaciones.",
    olderFailed: "No se pudieron cargar las notificaciones anteriores: {{message}}",
    loadMore: "Cargar más",
    unread: "Sin leer: ",
    justNow: "ahora mismo",
  },
  calendarFeed: {
    title: "Tus turnos en tu calendario",
    intro:
      "Suscríbete a este enlace privado en tu aplicación de calendario: tus turnos desde hace 30 días hasta dentro de 90 días aparecen allí y siguen cada cambio. Cualquiera con el enlace puede ver tus turnos, así que no lo compartas.",
    loadFailed: "No se pudo cargar tu enlace de calendario",
    loading: "Cargando tu enlace de calendario",
    link: "Enlace de calendario",
    copy: "Copiar",
    copied: "Copiado",
    linkCopied: "Enlace copiado",
    addTo: "Añadirlo a {{app}}",
    howTo: {
      google: {
        app: "Google Calendar",
        steps: [
          "En un ordenador, abre Google Calendar.",
          "Junto a Otros calendarios, elige + y luego Desde URL.",
          "Pega el enlace y elige Añadir calendario.",
        ],
      },
      apple: {
        app: "Calendario de Apple",
        steps: [
          "En un Mac: Archivo > Nueva suscripción a calendario, pega el enlace y luego Suscribirse.",
          "En un iPhone: Ajustes > Calendario > Cuentas > Añadir cuenta > Otra > Añadir calendario suscrito, y pega el enlace.",
        ],
      },
      outlook: {
        app: "Outlook",
        steps: [
          "En Outlook en la web o en el nuevo Outlook: Agregar calendario > Suscribirse desde la web.",
          "Pega el enlace e Importar.",
        ],
      },
    },
    refreshNote:
      "Las aplicaciones de calendario revisan el enlace cada pocas horas, así que un cambio puede tardar en verse.",
    shownOnce: "Copia este enlace ahora: solo se muestra una vez. Más adelante, al reemplazarlo obtienes uno nuevo.",
    hidden:
      "Tu enlace de calendario funciona, pero solo se muestra una vez, al crearlo. Para ver un enlace otra vez, reemplázalo: el anterior deja de funcionar y los calendarios suscritos a él deben volver a suscribirse.",
    replace: "Reemplazar el enlace",
    replaceTitle: "¿Reemplazar tu enlace de calendario?",
    replaceText:
      "El enlace actual deja de funcionar enseguida: los calendarios suscritos a él dejan de recibir tus turnos. Vuelve a suscribirte con el enlace nuevo.",
  },
};
