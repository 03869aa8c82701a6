import { resolve } from "node:path";
import { build, type Rolldown } from "vite";

/**
 * A static page's own script (src/static-pages), bundled apart from the app: one classic script with what it
 * imports, minified, for the page's HTML to load instead of the app (scripts/static-frames.ts). Nothing is written:
 * the app's build emits it (scripts/landing-pages.ts).
 */
export async function bundlePageScript(root: string, entry: string): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    logLevel: "error",
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: { entry: resolve(root, entry), formats: ["iife"], name: "brigadePage" },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === "chunk");
  if (!chunk) throw new Error(`page script ${entry}: the bundle has no code`);
  return chunk.code;
}
