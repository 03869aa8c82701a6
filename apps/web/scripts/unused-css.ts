import { createHash } from "node:crypto";
import postcss from "postcss";
import type { Plugin, Rolldown } from "vite";

// Mantine's stylesheet has the rules of every component it has (about 100); the app draws with some of them. Each
// component's rules are keyed by its own class names (m_ and 8 hex digits), which its script names as strings.

/** A Mantine component's class, as its stylesheet and its script both spell it. */
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

/** The Mantine classes a text names. */
export function mantineClassesIn(text: string): Set<string> {
  return new Set(text.match(MANTINE_CLASS));
}

/**
 * The stylesheet without the rules of Mantine components no script draws: a selector that names a class absent
 * from `used` cannot match, so it goes, and a rule with no selector left goes with it (then an at-rule left
 * empty). Everything else stays as it was, in its order. Returns the classes whose rules went.
 */
export function pruneUnusedMantineRules(css: string, used: ReadonlySet<string>): { css: string; removed: Set<string> } {
  const root = postcss.parse(css);
  const removed = new Set<string>();
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => {
      const unused = [...mantineClassesIn(selector)].filter((name) => !used.has(name));
      for (const name of unused) removed.add(name);
      return unused.length === 0;
    });
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Innermost first, so a @supports left holding only an empty @media goes too.
  const atRules: postcss.AtRule[] = [];
  root.walkAtRules((atRule) => {
    atRules.push(atRule);
  });
  for (const atRule of atRules.reverse()) if (atRule.nodes?.length === 0) atRule.remove();
  return { css: root.toString(), removed };
}

/** The classes the build took out of its stylesheet (scripts/static-frames.ts checks no frame uses one). */
export type PrunedClasses = { removed: Set<string> };

type OutputBundle = Rolldown.OutputBundle;

/**
 * Takes out of the built stylesheet the rules of the Mantine components that no chunk of the build draws: 80 KB
 * of the 313 KB the browser parsed and matched on every first load (Lighthouse put the employee home's first task,
 * its HTML and stylesheet, at 578 ms on a slow phone before and 210 ms after; issue 36). The stylesheet is renamed
 * for its new content (its files are cached as immutable), and the pages that link it follow.
 */
export function pruneUnusedCss(pruned: PrunedClasses): Plugin {
  return {
    name: "brigade-unused-css",
    apply: "build",
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle: OutputBundle) {
        // This build's alone: under `vite build --watch` a class dropped by an earlier build may be drawn now.
        pruned.removed.clear();
        const used = new Set<string>();
        for (const item of Object.values(bundle))
          if (item.type === "chunk") for (const name of mantineClassesIn(item.code)) used.add(name);
        if (used.size === 0) this.error("no Mantine class in any chunk: check unused-css.ts against Mantine's build");
        const renamed = new Map<string, string>();
        for (const [fileName, item] of Object.entries(bundle)) {
          if (item.type !== "asset" || !fileName.endsWith(".css")) continue;
          const result = pruneUnusedMantineRules(String(item.source), used);
          for (const name of result.removed) pruned.removed.add(name);
          const hash = createHash("sha256").update(result.css).digest("base64url").slice(0, 8);
          const newName = fileName.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
          if (newName === fileName) this.error(`${fileName}: its name has no content hash to replace`);
          delete bundle[fileName];
          this.emitFile({ type: "asset", fileName: newName, source: result.css });
          renamed.set(fileName, newName);
        }
        for (const item of Object.values(bundle)) {
          if (item.type === "chunk")
            for (const from of renamed.keys())
              if (item.code.includes(from)) this.error(`${item.fileName} names ${from}, which unused-css.ts renames`);
          if (item.type !== "asset" || !item.fileName.endsWith(".html")) continue;
          let html = String(item.source);
          for (const [from, to] of renamed) html = html.replaceAll(from, to);
          item.source = html;
        }
      },
    },
  };
}
