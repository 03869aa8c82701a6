// The script of a framed page with no script of its own (scripts/static-frames.ts): it starts the app, once the
// static frame is painted, or for a page the server drew with the person's data, once they need it.
import { SERVED_ATTRIBUTE } from "@brigade/contract/served-pages";
import { keepForOffline, startOnIntent } from "./served-page";
import { pageScriptTag, startApp } from "./start-app";

const tag = pageScriptTag();

function start(): void {
  const frame = document.getElementById("frame");
  if (frame?.hasAttribute(SERVED_ATTRIBUTE)) {
    startOnIntent(frame, () => startApp(tag));
    if (document.readyState === "complete") void keepForOffline();
    else addEventListener("load", () => void keepForOffline(), { once: true });
  } else {
    startApp(tag);
  }
}

// The script is async: from the browser's cache it can run before the body is parsed, and then found no frame. It
// started the app at once, and a tap on the drawn page before the app was there was lost (CI, 2026-12-05).
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
