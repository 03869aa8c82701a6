// What the login page's frame (app/frames/login-frame.tsx) draws at build time for its own script
// (static-pages/login.ts): the page's states, drawn by the app's own components, in a <template>.

export const LOGIN_STATES_ID = "login-states";

/** Each drawn state's data-state, in the template. */
export const LOGIN_STATE = {
  /** The form's alert (FormError). */
  alert: "alert",
  /** The form with an error under each field and its button busy. */
  failedForm: "failed-form",
  /** The "Forgot your password?" link. */
  forgotLink: "forgot-link",
  /** The password field with its characters shown. */
  revealed: "revealed",
} as const;

/** Stands where a drawn state's message goes. */
export const TEXT_SLOT = "\u2063";

/** The texts the script needs when the server's answer has none (lib/api-failure.ts says which). */
export type LoginTexts = { unreachable: string; serverError: string; failed: string };
