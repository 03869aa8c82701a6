// The pages the server draws with the signed-in person's own data, and how their HTML carries it: shared by the
// web build (apps/web/scripts), the server (apps/server/src/plugins/served-pages.ts) and the page's scripts.

/** The landing pages the server draws, and where the web build writes each one's renderer (dist/<dir>/<page>.mjs). */
export const SERVED_PAGES = ["employee-home"] as const;
export type ServedPageName = (typeof SERVED_PAGES)[number];
export const SERVER_RENDER_DIR = "server-render";

/** Around the static frame in a landing page's HTML: the server puts the drawn page there instead. */
export const FRAME_START = "<!--frame-->";
export const FRAME_END = "<!--/frame-->";

/** On #frame when it holds the drawn page (which can be read, tapped and focused) rather than a static frame. */
export const SERVED_ATTRIBUTE = "data-served";

/** The <script type="application/json"> holding the answers the page was drawn from: a ServedAnswers. */
export const SERVED_ANSWERS_ID = "served-answers";

/** The API's answers (each read's URL and body) the page was drawn from, and when (epoch ms). */
export type ServedAnswers = { servedAt: number; answers: { url: string; body: string }[] };
