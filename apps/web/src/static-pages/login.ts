// The login page's own script: the page's HTML (app/frames/login-frame.tsx) works with it alone, so a phone can sign
// in without downloading and starting the app (over a second of script on a slow phone). It signs in, shows the
// server's messages in the states the page's components drew at build time (login-states.ts), reveals the
// password, offers password reset when the server does, and switches the language. The rules stay the server's:
// it validates with the contract and answers in the page's language.
import { isLocale } from "@brigade/contract/locales";
import { homePathFor } from "../app/home-path";
import { savedLocale, saveLocale } from "../i18n/device-language";
import { failureMessage, fieldErrorsOf } from "../lib/api-failure";
import { readCsrfCookie } from "../lib/cookies";
import { safeNextPath } from "../lib/safe-next";
import { deleteApiCache } from "../pwa/api-cache";
import { LOGIN_STATE } from "./login-states";
import {
  adoptLook,
  drawn,
  FIELDS,
  type Field,
  type Page,
  readPage,
  showAlert,
  showFieldErrors,
  showForgotLink,
  shown,
  showRevealed,
  TOGGLE,
} from "./login-view";
import { pageScriptTag, startApp } from "./start-app";

const tag = pageScriptTag();
let busy = false;

/** A 422's first message per field. */
function firstFieldErrors(answer: unknown): Partial<Record<Field, string>> {
  const errors = fieldErrorsOf(answer);
  const found: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) {
    const first = errors[field]?.[0];
    if (typeof first === "string") found[field] = first;
  }
  return found;
}

async function signIn(page: Page): Promise<void> {
  if (busy) return;
  busy = true;
  const { button } = page;
  const buttonFocused = document.activeElement === button;
  adoptLook(button, drawn(page, LOGIN_STATE.failedForm, ' button[type="submit"]') ?? page.idleButton);
  const finish = (message: string | null, errors: Partial<Record<Field, string>> = {}) => {
    busy = false;
    adoptLook(button, page.idleButton);
    showFieldErrors(page, errors);
    showAlert(page, message);
    const firstWrong = FIELDS.find((field) => errors[field]);
    if (firstWrong) page.inputs[firstWrong].focus();
    else if (buttonFocused) button.focus();
  };
  let response: Response;
  try {
    response = await fetch("/api/auth/login", {
      method: "POST",
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        "content-type": "application/json",
        // The server's messages come in the page's language.
        "accept-language": document.documentElement.lang,
      },
      body: JSON.stringify({ email: page.inputs.email.value, password: page.inputs.password.value }),
    });
  } catch {
    finish(page.texts.unreachable);
    return;
  }
  const answer = (await response.json().catch(() => null)) as {
    payload?: { user?: { role?: Parameters<typeof homePathFor>[0] } };
  } | null;
  if (response.ok) {
    // A new session: nothing cached of the previous one stays (as the app's sign-in does).
    await deleteApiCache();
    const role = answer?.payload?.user?.role;
    const next = new URLSearchParams(location.search).get("next");
    location.replace(safeNextPath(next, role ? homePathFor(role) : "/"));
    return;
  }
  const errors = response.status === 422 ? firstFieldErrors(answer) : {};
  // Like the app's form: a field's error shows under the field, the form's refusal above it.
  if (Object.keys(errors).length > 0) {
    finish(null, errors);
    return;
  }
  finish(
    failureMessage(response.status, answer, {
      serverError: page.texts.serverError,
      failed: (status) => page.texts.failed.replace("{status}", String(status)),
    }),
  );
}

/** The page again in another language, fetched and put in place: what was typed and the focus stay. */
async function switchLanguage(frame: HTMLElement, page: Page, locale: string): Promise<Page> {
  if (!isLocale(locale)) return page;
  saveLocale(locale, true);
  const typed = FIELDS.map((field) => page.inputs[field].value);
  let fresh: Document;
  try {
    const response = await fetch(location.href, { headers: { accept: "text/html" }, cache: "no-store" });
    if (!response.ok) throw new Error(String(response.status));
    fresh = new DOMParser().parseFromString(await response.text(), "text/html");
  } catch {
    // The page as the server sends it in that language, or the browser's own error page when offline.
    location.reload();
    return page;
  }
  const freshFrame = fresh.getElementById("frame");
  if (!freshFrame) {
    location.reload();
    return page;
  }
  frame.replaceChildren(...[...freshFrame.childNodes].map((node) => document.importNode(node, true)));
  document.documentElement.lang = locale;
  document.title = fresh.title;
  const swapped = readPage(frame);
  if (!swapped) {
    location.reload();
    return page;
  }
  FIELDS.forEach((field, index) => {
    swapped.inputs[field].value = typed[index] ?? "";
  });
  showRevealed(swapped);
  showForgotLink(swapped);
  swapped.select?.focus();
  return swapped;
}

function goLive(frame: HTMLElement, first: Page): void {
  let page = first;
  frame.removeAttribute("inert");
  frame.removeAttribute("aria-hidden");
  frame.addEventListener("submit", (event) => {
    event.preventDefault();
    void signIn(page);
  });
  // The eye keeps the focus in the password field (as the app's does).
  frame.addEventListener("mousedown", (event) => {
    if (event.target instanceof Element && event.target.closest(TOGGLE)) event.preventDefault();
  });
  frame.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(TOGGLE)) return;
    shown.revealed = !shown.revealed;
    showRevealed(page);
  });
  frame.addEventListener("change", (event) => {
    if (event.target !== page.select || !page.select) return;
    void switchLanguage(frame, page, page.select.value).then((swapped) => {
      page = swapped;
    });
  });
  void fetch("/api/auth/options", { headers: { accept: "application/json" } })
    .then((response) => response.json())
    .then((answer: { payload?: { password_reset?: boolean } }) => {
      shown.resetOffered = answer.payload?.password_reset === true;
      showForgotLink(page);
    })
    .catch(() => undefined);
  // Installable and offline from the login page on, as with the app (src/pwa/register.ts registers the same worker).
  if ("serviceWorker" in navigator) {
    const register = () => navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
    if (document.readyState === "complete") void register();
    else addEventListener("load", () => void register(), { once: true });
  }
}

function start(): void {
  const frame = document.getElementById("frame");
  const page = frame ? readPage(frame) : null;
  // Someone may be signed in (the app sends them home), or this device chose another language than the page's:
  // the app knows what to do.
  const saved = savedLocale();
  if (!frame || !page || readCsrfCookie() !== null || (saved !== null && saved !== document.documentElement.lang)) {
    startApp(tag);
    return;
  }
  goLive(frame, page);
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
