import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createServer } from "vite";
// By path: Node loads the build config, and would not read the contract package's TypeScript by its name.
import { FRAME_END, FRAME_START } from "../../../packages/contract/src/served-pages";
import { mantineClassesIn } from "./unused-css";

// The landing pages with a static frame (src/app/frames): the page as it looks before its data, drawn into the
// page's HTML at build time, once per language; scripts/landing-pages.ts calls this once it has written the pages.

// The render module is loaded by Vite (it is TypeScript and JSX); what it gives, as this file sees it.
type FramesModule = {
  FRAMES: Record<string, unknown>;
  FRAME_LOCALES: readonly string[];
  renderFrame: (page: string, locale: string) => Promise<{ html: string; title: string; skipLink: string }>;
};

/**
 * The pages with a static frame (src/app/frames/render.tsx) get one copy per language, pages/<page>.<locale>.html:
 * the frame beside an empty #root instead of the splash, the screen's title, and the language on <html>. The
 * frame is rendered by React in Node, from the same components as the page, through Vite's SSR loader.
 */
export async function writeFrames(
  root: string,
  pagesDir: string,
  pageScripts: ReadonlyMap<string, string>,
  prunedClasses: ReadonlySet<string>,
): Promise<number> {
  const server = await createServer({
    root,
    configFile: false,
    appType: "custom",
    logLevel: "error",
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const module = await server.ssrLoadModule("/src/app/frames/render.tsx");
    const { FRAMES, FRAME_LOCALES, renderFrame } = module as unknown as FramesModule;
    let written = 0;
    for (const page of Object.keys(FRAMES)) {
      const file = join(pagesDir, `${page}.html`);
      const script = pageScripts.get(pageScriptOf(page));
      if (!script) throw new Error(`landing page ${page}: its script ${pageScriptOf(page)} was not built`);
      const html = startScriptsFromPageScript(readFileSync(file, "utf8"), script);
      const splash = /<div id="root">[\s\S]*?<\/div><\/div>/;
      if (!splash.test(html))
        throw new Error(`landing page ${page}: index.html's #root and splash are not as expected`);
      for (const locale of FRAME_LOCALES) {
        const frame = await renderFrame(page, locale);
        // A frame is drawn from components the app draws too, so their rules are in the stylesheet; a component
        // only a frame draws would have lost them (scripts/unused-css.ts).
        const unstyled = [...mantineClassesIn(frame.html)].filter((name) => prunedClasses.has(name));
        if (unstyled.length > 0)
          throw new Error(`the ${page} frame draws classes the stylesheet lost as unused: ${unstyled.join(", ")}`);
        const framed = html
          .replace('<html lang="en">', `<html lang="${locale}" data-mantine-color-scheme="light">`)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${frame.title}</title>`)
          // inert and aria-hidden: nothing of it can be clicked or focused, and screen readers (and tests looking
          // for a role) skip it, until the page is there. A signed-in page's skip link stands before it, so the
          // first Tab lands there even while the frame is shown.
          .replace(
            splash,
            () =>
              `${FRAME_START}${frame.skipLink}<div id="root"></div><div id="frame" inert aria-hidden="true">${frame.html}</div>${FRAME_END}`,
          );
        writeFileSync(join(pagesDir, `${page}.${locale}.html`), framed);
        written += 1;
      }
    }
    return written;
  } finally {
    await server.close();
  }
}

/**
 * A framed page's own script (src/static-pages), which starts the app when the page needs it. A page with none
 * gets after-first-paint.ts, which starts the app once the frame is painted.
 */
const PAGE_SCRIPTS: Record<string, string> = { login: "src/static-pages/login.ts" };
const AFTER_FIRST_PAINT = "src/static-pages/after-first-paint.ts";

export const pageScriptOf = (page: string): string => PAGE_SCRIPTS[page] ?? AFTER_FIRST_PAINT;
export const ALL_PAGE_SCRIPTS: readonly string[] = [AFTER_FIRST_PAINT, ...new Set(Object.values(PAGE_SCRIPTS))];

/**
 * A framed page's app scripts are started by the page's own script: its module script and modulepreload links are
 * taken out of the HTML and named on that script's tag instead (static-pages/start-app.ts).
 */
function startScriptsFromPageScript(html: string, bootFile: string): string {
  const entry = /<script type="module"[^>]* src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) throw new Error("a landing page has no module script");
  const preloads: string[] = [];
  const stripped = html
    .replace(entry[0], "")
    .replace(/<link rel="modulepreload"[^>]* href="([^"]+)">\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return "";
    });
  const boot = `<script src="/${bootFile}" async data-entry="${entry[1]}" data-preload="${preloads.join(" ")}"></script>`;
  return stripped.replace("</head>", `  ${boot}\n  </head>`);
}
