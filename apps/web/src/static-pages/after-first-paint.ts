// The script of a framed page with no script of its own (scripts/static-frames.ts): it starts the app, once the
// static frame is painted, or for a page the server drew with the person's data, once they need it.
import { SERVED_ATTRIBUTE } from "@brigade/contract/served-pages";
import { keepForOffline, startOnIntent } from "./served-page";
import { pageScriptTag, startApp } from "./start-app";

const tag = pageScriptTag();
const frame = document.getElementById("frame");
if (frame?.hasAttribute(SERVED_ATTRIBUTE)) {
  startOnIntent(frame, () => startApp(tag));
  if (document.readyState === "complete") void keepForOffline();
  else addEventListener("load", () => void keepForOffline(), { once: true });
} else {
  startApp(tag);
}
