// The stylesheets every page needs are the entry's, so each page's HTML links them: the static frame is drawn
// with them, before any script (the app's modules load later, in stages).
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/required-mark.css";
import "./app/reach.css";
import { SERVED_ANSWERS_ID } from "@brigade/contract/served-pages";
import { dropStaticFrameOnFirstContent } from "./app/frames/static-frame";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
const rootElement = root;
dropStaticFrameOnFirstContent(rootElement);

/** Lets the browser handle input and paint between two stages. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A stage's import, measured (the page's performance timeline, Lighthouse's "User Timing marks and measures"). */
async function stage<T>(name: string, load: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const loaded = await load();
  performance.measure(`boot: ${name}`, { start });
  return loaded;
}

/**
 * The app boots in stages, each a dynamic import whose modules run in a task of their own: run as one graph, the
 * modules' first evaluation (React, the UI library, the router, the API's schemas, the texts) held a slow
 * phone's main thread for over half a second in one go, and the page could not answer a tap meanwhile
 * (Lighthouse's total blocking time). The build preloads every stage's files at once (scripts/landing-pages.ts).
 * The app renders once the texts of its language are there (English at once, Spanish or French a chunk later),
 * as a transition: React then yields to the browser every few milliseconds during the first render too.
 */
async function boot(): Promise<void> {
  const [{ initI18n }, { configureZod }] = await stage("texts", () =>
    Promise.all([import("./i18n"), import("@brigade/contract/zod-config")]),
  );
  // zod probes for eval support with new Function(""), which the page's Content-Security-Policy refuses (and the
  // browser reports as an error): tell it not to try. Before any schema parses (schemas are only built above).
  configureZod({ jitless: true });
  await initI18n();
  await nextTask();
  await stage("ui", () => import("./app/providers"));
  await nextTask();
  // The session's schemas, and with them the validation library, before the routes that read the session.
  await stage("schemas", () => import("@brigade/contract/auth"));
  await nextTask();
  // On a page the server drew, before the routes (whose loaders read at once) are there.
  if (document.getElementById(SERVED_ANSWERS_ID)) (await import("./lib/served-answers")).answerFromServedPage();
  await stage("routes", () => import("./app/router"));
  await nextTask();
  // React's renderer on its own (a CommonJS module, whole either way): its evaluation a task of its own.
  await stage("renderer", () => import("react-dom/client"));
  await nextTask();
  const { mount } = await stage("mount", () => import("./app/mount"));
  mount(rootElement);
}

void boot();
