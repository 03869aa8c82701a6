// The app starting on a page the server drew (apps/server/src/plugins/served-pages.ts) answers its first reads with
// the answers that page was drawn from, embedded in it: the app then draws the very page on screen, at once, and a
// tap made on the drawn page lands on the same button of the app's (app/frames/served-frame.ts).
import { SERVED_ANSWERS_ID, type ServedAnswers } from "@brigade/contract/served-pages";
import { setApiTransport } from "./api-client";

/**
 * How long the drawn page's answers count as the latest: the app's reads are fresh that long (lib/query-client.ts's
 * staleTime). A page read for longer is drawn again from the network's answers as the app starts.
 */
const FRESH_MS = 30_000;

export function answerFromServedPage(): void {
  const element = document.getElementById(SERVED_ANSWERS_ID);
  if (!element?.textContent) return;
  let served: ServedAnswers;
  try {
    served = JSON.parse(element.textContent) as ServedAnswers;
  } catch {
    return;
  }
  element.remove();
  if (Date.now() - served.servedAt > FRESH_MS) return;
  const waiting = new Map(served.answers.map((answer) => [answer.url, answer.body]));
  setApiTransport((url, init) => {
    const body = (init.method ?? "GET") === "GET" ? waiting.get(url) : undefined;
    if (body === undefined) return fetch(url, init);
    // Each once: asked again, a read goes to the server.
    waiting.delete(url);
    return Promise.resolve(new Response(body, { headers: { "content-type": "application/json" } }));
  });
}
