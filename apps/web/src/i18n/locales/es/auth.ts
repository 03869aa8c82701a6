import type { Translation } from "../../translation";
import type { auth as en } from "../en/auth";

export const auth: Translation<typeof en> = {
  fields: { email: "Correo electrónico", password: "Contraseña" },
  backToLogin: "Volver a iniciar sesión",
  login: {
    title: "Iniciar sesión",
    subtitle: "Organiza a tu equipo, cubre tus turnos.",
    footer: "¿Nuevo en Brigade? <register>Registra tu negocio</register> o <join>únete a tu equipo</join>",
    forgot: "¿Olvidaste tu contraseña?",
    submit: "Iniciar sesión",
  },
  register: {
    title: "Registra tu negocio",
    subtitle: "Serás su propietario y podrás añadir ubicaciones, áreas, puestos y a tu equipo.",
    haveAccount: "¿Ya tienes una cuenta? <login>Inicia sesión</login>",
    joinInstead: "¿Prefieres unirte a tu equipo? <join>Usa un código de acceso</join>",
    businessName: "Nombre del negocio",
    submit: "Registrar el negocio",
  },
  join: {
    title: "Únete a tu equipo",
    subtitle: "Envía una solicitud para unirte al equipo de tu restaurante en Brigade. Un gerente la aprueba.",
    footer: "¿Ya te aprobaron? <login>Inicia sesión</login> · ¿Tienes un negocio? <register>Regístralo</register>",
    sent: "Solicitud enviada",
    goToLogin: "Ir a iniciar sesión",
  },
  forgot: {
    title: "¿Olvidaste tu contraseña?",
    subtitle: "Te enviaremos por correo un enlace para elegir una nueva.",
    remembered: "¿Ya la recordaste? <login>Inicia sesión</login>",
    checkMail: "Revisa tu correo",
    emailHint: "La dirección con la que inicias sesión.",
    submit: "Enviar el enlace",
  },
  reset: {
    title: "Elige una contraseña nueva",
    subtitle: "Para la cuenta a la que se envió este enlace.",
    askNew: "Pedir un enlace nuevo",
    hint: "Al menos 8 caracteres. Se cerrarán todas tus sesiones.",
    confirm: "Confirma la contraseña nueva",
    submit: "Guardar la contraseña nueva",
  },
  changePassword: {
    current: "Contraseña actual",
    new: "Contraseña nueva",
    hint: "Al menos 8 caracteres. Se cerrarán tus otras sesiones.",
    submit: "Cambiar la contraseña",
  },
};
