import type { Plugin } from "vite";

/** The module of @mantine/hooks that defines useId (9.x); the build fails if it is no longer there. */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's useId: React's own id, without the random one Mantine puts in its place in a layout effect after the
 * first render. That setState made every component with an id (tabs, tooltips, inputs, the app shell, closed
 * modals) render again synchronously inside React's first commit: 250-550 ms of one task on a slow phone, most of
 * the employee home's first commit. React's id is stable and unique within the app's one root (mantinedev/mantine
 * #8898 and #8925 are about the random id changing under <Activity>). Only the characters an id selector takes are
 * kept, as Mantine does with the colons of React's ids.
 */
export function stableMantineIds(): Plugin {
  let replaced = false;
  return {
    name: "brigade-stable-mantine-ids",
    enforce: "pre",
    transform(_code, id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      replaced = true;
      return {
        code: [
          'import { useId as useReactId } from "react";',
          "function useId(staticId) {",
          "  const reactId = useReactId();",
          '  return typeof staticId === "string" ? staticId : "mantine-" + reactId.replace(/[^a-zA-Z0-9_-]/g, "");',
          "}",
          "export { useId };",
        ].join("\n"),
        map: null,
      };
    },
    buildEnd(error) {
      if (!error && this.environment.mode === "build" && !replaced)
        this.error("@mantine/hooks' use-id module was not found: check stable-mantine-ids.ts against its new version");
    },
  };
}
