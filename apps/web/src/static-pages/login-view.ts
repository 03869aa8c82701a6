// The login page's parts and the states its script shows them in (static-pages/login.ts): each drawn at build time
// by the page's own components (login-states.ts), put in place here.
import { fieldRoot, filledCopy, showFieldState } from "./field-states";
import { LOGIN_STATE, LOGIN_STATES_ID, type LoginTexts, TEXT_SLOT } from "./login-states";

export const FIELDS = ["email", "password"] as const;
export type Field = (typeof FIELDS)[number];
const ALERT_MARK = "data-login-alert";
export const TOGGLE = ".mantine-PasswordInput-visibilityToggle";

/** The live page's parts, read again when a language switch brings the page's markup anew. */
export type Page = {
  form: HTMLFormElement;
  inputs: Record<Field, HTMLInputElement>;
  /** Each field as drawn without an error: what a corrected field goes back to. */
  clean: Record<Field, HTMLElement>;
  button: HTMLButtonElement;
  idleButton: HTMLButtonElement;
  select: HTMLSelectElement | null;
  states: DocumentFragment;
  texts: LoginTexts;
  hiddenIcon: Element | null;
};

export function readPage(frame: HTMLElement): Page | null {
  const form = frame.querySelector("form");
  const template = document.getElementById(LOGIN_STATES_ID);
  const email = form?.querySelector<HTMLInputElement>('input[data-path="email"]');
  const password = form?.querySelector<HTMLInputElement>('input[data-path="password"]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !(template instanceof HTMLTemplateElement) || !email || !password || !button) return null;
  const emailRoot = fieldRoot(email);
  const passwordRoot = fieldRoot(password);
  if (!emailRoot || !passwordRoot) return null;
  return {
    form,
    inputs: { email, password },
    clean: { email: emailRoot.cloneNode(true) as HTMLElement, password: passwordRoot.cloneNode(true) as HTMLElement },
    button,
    idleButton: button.cloneNode(true) as HTMLButtonElement,
    select: frame.querySelector("select"),
    states: template.content,
    texts: JSON.parse(template.dataset.texts ?? "{}") as LoginTexts,
    hiddenIcon: passwordRoot.querySelector(`${TOGGLE} svg`)?.cloneNode(true) as Element | null,
  };
}

export const drawn = (page: Page, state: string, selector: string): HTMLElement | null =>
  page.states.querySelector<HTMLElement>(`[data-state="${state}"]${selector}`);

/** What the page shows beyond its markup, kept across a language switch. */
export const shown = { revealed: false, resetOffered: false };

/** Takes another element's look: its attributes and content (the element itself stays, and with it the focus). */
export function adoptLook(element: Element, look: Element): void {
  for (const { name } of [...element.attributes]) if (!look.hasAttribute(name)) element.removeAttribute(name);
  for (const { name, value } of [...look.attributes]) element.setAttribute(name, value);
  element.innerHTML = look.innerHTML;
}

export function showRevealed(page: Page): void {
  const input = page.inputs.password;
  input.type = shown.revealed ? "text" : "password";
  const toggle = fieldRoot(input)?.querySelector(TOGGLE);
  toggle?.setAttribute("aria-pressed", String(shown.revealed));
  const icon = shown.revealed ? drawn(page, LOGIN_STATE.revealed, ` ${TOGGLE} svg`) : page.hiddenIcon;
  const current = toggle?.querySelector("svg");
  if (icon && current) current.replaceWith(icon.cloneNode(true));
}

/** Each field with its error, or as drawn without one. */
export function showFieldErrors(page: Page, errors: Partial<Record<Field, string>>): void {
  for (const field of FIELDS) {
    const error = errors[field];
    const failedInput = drawn(page, LOGIN_STATE.failedForm, ` input[data-path="${field}"]`);
    const failed = failedInput ? fieldRoot(failedInput) : null;
    const look =
      error && failed ? filledCopy(failed, TEXT_SLOT, error) : (page.clean[field].cloneNode(true) as HTMLElement);
    showFieldState(page.inputs[field], look);
  }
  showRevealed(page);
}

export function showAlert(page: Page, message: string | null): void {
  page.form.querySelector(`[${ALERT_MARK}]`)?.remove();
  const alert = drawn(page, LOGIN_STATE.alert, " [role=alert]");
  if (!message || !alert) return;
  const copy = filledCopy(alert, TEXT_SLOT, message);
  copy.setAttribute(ALERT_MARK, "");
  page.form.firstElementChild?.prepend(copy);
}

export function showForgotLink(page: Page): void {
  const link = drawn(page, LOGIN_STATE.forgotLink, " > *");
  if (shown.resetOffered && link && !page.form.nextElementSibling?.querySelector('a[href="/forgot-password"]'))
    page.form.after(link.cloneNode(true));
}
