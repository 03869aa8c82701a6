import { resolve } from "node:path";
import { build, type Plugin } from "vite";
import { SERVER_RENDER_DIR, type ServedPageName } from "../../../packages/contract/src/served-pages";
import { stableMantineIds } from "./stable-mantine-ids";

/** The renderer of each page the server draws with the signed-in person's data. */
const SERVER_RENDERED: Record<ServedPageName, string> = { "employee-home": "src/server-render/employee-home.tsx" };

/**
 * Bundles each server-rendered page with everything it imports (React, the UI library, the texts), so the server
 * loads one file from the web build and needs none of the web app's packages. The same transforms as the app's
 * build (React Router's production build, Mantine's stable ids), so the page is drawn as the app draws it.
 */
async function buildServerRender(root: string, outDir: string, reactRouter: string): Promise<void> {
  for (const [page, entry] of Object.entries(SERVER_RENDERED)) {
    await build({
      root,
      configFile: false,
      logLevel: "error",
      mode: "production",
      resolve: { alias: [{ find: /^react-router$/, replacement: reactRouter }] },
      plugins: [stableMantineIds()],
      ssr: { noExternal: true, target: "node" },
      build: {
        ssr: resolve(root, entry),
        outDir: resolve(outDir, SERVER_RENDER_DIR),
        emptyOutDir: false,
        copyPublicDir: false,
        minify: false,
        rolldownOptions: { output: { entryFileNames: `${page}.mjs`, codeSplitting: false } },
      },
    });
  }
}

/** The app's build, then the server's renderers beside it (before the build is precompressed). */
export function serverRender(reactRouter: string): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "brigade-server-render",
    apply: "build",
    configResolved: (config) => {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: { sequential: true, handler: () => buildServerRender(root, outDir, reactRouter) },
  };
}
