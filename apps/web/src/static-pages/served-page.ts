// A page the server drew with the person's data (#frame[data-served]): it can be read at once, and the app starts
// when it is needed, not before: its script would hold a slow phone's main thread for seconds while the person is
// only reading. It is needed when they first touch, type or focus something, or come back to the page later (its
// data may have changed meanwhile).
import { SERVED_ANSWERS_ID, type ServedAnswers } from "@brigade/contract/served-pages";
import { PRESSING_ATTRIBUTE, REPLAY_ATTRIBUTE } from "../app/frames/served-frame";
import { API_CACHE, cachedReadPattern } from "../pwa/cached-reads";

const INTENT = ["pointerdown", "keydown", "focusin"] as const;

/** Calls `start` once, on the person's first sign of wanting more than to read. */
export function startOnIntent(frame: HTMLElement, start: () => void): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of INTENT) removeEventListener(type, go, true);
    // Until the app is there, a click on the drawn page is kept, for the app to make again (app/frames/served-frame.ts).
    frame.setAttribute("aria-busy", "true");
    start();
  };
  for (const type of INTENT) addEventListener(type, go, { capture: true, passive: true });
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && go());
  addEventListener("pageshow", (event) => event.persisted && go());
  // A press under way when the app is ready holds the hand-over until it ends: its click must land on the drawn page
  // (CI, 2026-12-04: a tap pressed as the app took over was lost).
  frame.addEventListener("pointerdown", () => frame.setAttribute(PRESSING_ATTRIBUTE, ""), { capture: true });
  const released = () => frame.removeAttribute(PRESSING_ATTRIBUTE);
  addEventListener("click", released);
  addEventListener("pointercancel", released);
  frame.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target.closest("button, [role], input, label") : null;
    // A link goes where it points by itself.
    if (!target || target.closest("a[href]")) return;
    for (const marked of frame.querySelectorAll(`[${REPLAY_ATTRIBUTE}]`)) marked.removeAttribute(REPLAY_ATTRIBUTE);
    target.setAttribute(REPLAY_ATTRIBUTE, "");
  });
}

/**
 * The answers the page was drawn from go into the service worker's cache of the member's reads, as if the app had
 * read them through it: offline, the app then opens with them (the worker answers the page with the app).
 */
export async function keepForOffline(): Promise<void> {
  const text = document.getElementById(SERVED_ANSWERS_ID)?.textContent;
  if (!text || !navigator.serviceWorker?.controller || typeof caches === "undefined") return;
  try {
    const served = JSON.parse(text) as ServedAnswers;
    const cache = await caches.open(API_CACHE);
    const date = new Date(served.servedAt).toUTCString();
    for (const { url, body } of served.answers) {
      const address = new URL(url, location.origin).href;
      if (!cachedReadPattern.test(address)) continue;
      await cache.put(address, new Response(body, { headers: { "content-type": "application/json", date } }));
    }
  } catch {
    // Storage unavailable (private mode, full): the page works online all the same.
  }
}
