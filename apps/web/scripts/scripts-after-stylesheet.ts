import type { Plugin } from "vite";

/**
 * The page's scripts load after its stylesheet: the splash (inline in index.html) paints with the stylesheet
 * alone, and on a slow network the 230 KB of scripts would otherwise share the line with it (they are needed
 * only after the first paint, and nothing else competes with them once the stylesheet is in).
 */
export function scriptsAfterStylesheet(): Plugin {
  return {
    name: "brigade-scripts-after-stylesheet",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin/g, '<script type="module" crossorigin fetchpriority="low"')
          .replace(
            /<link rel="modulepreload" crossorigin/g,
            '<link rel="modulepreload" crossorigin fetchpriority="low"',
          ),
    },
  };
}
