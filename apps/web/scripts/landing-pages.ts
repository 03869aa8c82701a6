import { basename, extname, resolve } from "node:path";
import type { Plugin, Rolldown } from "vite";
import { bundlePageScript } from "./page-scripts";
import { ALL_PAGE_SCRIPTS, writeFrames } from "./static-frames";
import type { PrunedClasses } from "./unused-css";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const LAYOUT = "src/app/layout/signed-in-layout.tsx";

/**
 * The pages people open directly (a bookmark, the installed app, a link in an e-mail), with the modules of
 * src/app/router.tsx their first screen loads lazily. Each gets its own copy of index.html that asks for those
 * modules' files at once, beside the entry's: otherwise the browser learns of them only once the entry has
 * downloaded and run, and a phone waits a second round of downloads. Every other page gets index.html.
 */
export const LANDING_PAGES: Record<string, readonly string[]> = {
  login: ["src/app/routes/login-page.tsx"],
  register: ["src/app/routes/register-page.tsx"],
  join: ["src/app/routes/join-page.tsx"],
  "employee-home": [LAYOUT, "src/app/routes/employee-home-page.tsx"],
  "employee-calendar": [LAYOUT, "src/app/routes/member-calendar-page.tsx"],
  dashboard: [LAYOUT, "src/app/routes/dashboard-page.tsx"],
  calendar: [LAYOUT, "src/app/routes/calendar-page.tsx"],
};

/** Where the build writes those pages: dist/pages/<page>.html (apps/server/src/plugins/web.ts serves them). */
export const LANDING_PAGES_DIR = "pages";

const isChunk = (item: OutputBundle[string] | undefined): item is OutputChunk => item?.type === "chunk";

/** The files a chunk needs before it runs: itself, its static imports (transitively), and their stylesheets. */
function closure(bundle: OutputBundle, fileName: string, js: Set<string>, css: Set<string>): void {
  if (js.has(fileName)) return;
  const chunk = bundle[fileName];
  if (!isChunk(chunk)) return;
  js.add(fileName);
  for (const sheet of (chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])
    css.add(sheet);
  for (const imported of chunk.imports) closure(bundle, imported, js, css);
}

export function landingPages(prunedCss: PrunedClasses): Plugin {
  let root = "";
  let outDir = "";
  /** Each static page script's file in the build, by its source (scripts/static-frames.ts). */
  const pageScripts = new Map<string, string>();
  return {
    name: "brigade-landing-pages",
    apply: "build",
    enforce: "post",
    configResolved: (config) => {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the pages are written, before they are precompressed (vite.config.ts's precompressBuild runs "post").
    closeBundle: {
      sequential: true,
      handler: async () => {
        const written = await writeFrames(root, resolve(outDir, LANDING_PAGES_DIR), pageScripts, prunedCss.removed);
        console.log(`static frames: ${written} pages`);
      },
    },
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        pageScripts.clear();
        for (const entry of ALL_PAGE_SCRIPTS) {
          const source = await bundlePageScript(root, entry);
          const name = `${basename(entry, extname(entry))}.js`;
          pageScripts.set(entry, this.getFileName(this.emitFile({ type: "asset", name, source })));
        }
        const index = bundle["index.html"];
        if (index?.type !== "asset") this.error("index.html is not in the build");
        const chunks = Object.values(bundle).filter(isChunk);
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) this.error("the build has no entry chunk");
        const inEntry = new Set<string>();
        const entryCss = new Set<string>();
        closure(bundle, entry.fileName, inEntry, entryCss);
        // The entry boots the app in stages, each a dynamic import (src/main.tsx): their files are asked for at
        // once on every page, as if the entry imported them, else each stage would wait for the one before.
        const stages = new Set<string>();
        for (const stage of entry.dynamicImports) closure(bundle, stage, stages, new Set());
        const stagePreloads = [...stages]
          .filter((file) => !inEntry.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);
        for (const file of stages) inEntry.add(file);
        const withStages = String(index.source).replace(
          /(<script type="module")/,
          `${stagePreloads.join("\n    ")}\n    $1`,
        );
        index.source = withStages;

        for (const [page, modules] of Object.entries(LANDING_PAGES)) {
          const js = new Set<string>();
          const css = new Set<string>();
          for (const module of modules) {
            const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll("\\", "/").endsWith(`/apps/web/${module}`));
            // A renamed or moved screen fails the build here rather than losing its page's head start quietly.
            if (!chunk) this.error(`landing page ${page}: no chunk for ${module}`);
            closure(bundle, chunk.fileName, js, css);
          }
          // Low priority like the entry's (see scriptsAfterStylesheet); the stylesheets are fetched now and applied
          // when the screen loads (a stylesheet link here would hold back the splash's first paint).
          const links = [
            ...[...js]
              .filter((file) => !inEntry.has(file))
              .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
            ...[...css]
              .filter((file) => !entryCss.has(file))
              .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
          ];
          this.emitFile({
            type: "asset",
            fileName: `${LANDING_PAGES_DIR}/${page}.html`,
            source: withStages.replace("</head>", `${links.join("\n    ")}\n  </head>`),
          });
        }
      },
    },
  };
}
