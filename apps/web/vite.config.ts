import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { CHUNK_GROUPS } from "./scripts/chunk-groups";
import { LANDING_PAGES_DIR, landingPages } from "./scripts/landing-pages";
// @ts-expect-error: a plain ES module without type declarations.
import { precompress } from "./scripts/precompress.mjs";
import { scriptsAfterStylesheet } from "./scripts/scripts-after-stylesheet";
import { serverRender } from "./scripts/server-render";
import { stableMantineIds } from "./scripts/stable-mantine-ids";
import { type PrunedClasses, pruneUnusedCss } from "./scripts/unused-css";
import { API_CACHE, cachedReadPattern, LOGIN_PAGE_CACHE } from "./src/pwa/cached-reads";

const api = "http://127.0.0.1:3000";

/**
 * React Router 7 exports only its development build (with its dev-only checks and warnings) under every
 * condition (remix-run/react-router#12532, #14753); the build takes its production build, which it ships beside.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

/** The brand blue of the app's theme (theme.ts, primary shade) and the page's white. */
const THEME_COLOR = "#1971c2";
const BACKGROUND_COLOR = "#ffffff";

/** After the build (and the service worker) is written, a .br and a .gz beside each text file of it. */
function precompressBuild(): Plugin {
  let outDir = "";
  return {
    name: "brigade-precompress",
    apply: "build",
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: "post",
      handler: async () => {
        const { before, after } = (await precompress(outDir)) as { before: number; after: number };
        console.log(`precompressed ${Math.round(before / 1024)} KB of text to ${Math.round(after / 1024)} KB (brotli)`);
      },
    },
  };
}

/** What the stylesheet lost (scripts/unused-css.ts), for the static frames' check (scripts/static-frames.ts). */
const prunedCss: PrunedClasses = { removed: new Set() };

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    react(),
    stableMantineIds(),
    // Installable (manifest, icons) and offline (Workbox generateSW); no service worker under `vite dev`.
    VitePWA({
      registerType: "autoUpdate",
      // src/pwa/register.ts registers it.
      injectRegister: false,
      devOptions: { enabled: false },
      // The icons are precached by the globs below, with everything else of public/.
      includeManifestIcons: false,
      manifest: {
        name: "Brigade",
        short_name: "Brigade",
        description: "Staff scheduling for restaurants: your shifts, open shifts, swaps and time off.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: "/pwa-192x192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/pwa-512x512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/maskable-icon-512x512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        // The app shell: every script and style (each screen's chunk, each language's catalogue), index.html, icons.
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        // The landing pages' copies of index.html: offline, the worker answers every page with index.html.
        globIgnores: [`${LANDING_PAGES_DIR}/**`],
        navigateFallback: "/index.html",
        // What the server answers itself (apps/server/src/plugins/web.ts): the API and its docs, uploaded
        // images, the calendar feeds. A navigation there goes to the network, never to the app.
        // The login page too: its HTML is the page (static-pages/login.ts), which index.html (the whole app to
        // start) is not; it comes from the network, or offline from the cache (runtimeCaching below). And the
        // member home, which the server draws with the member's data (apps/server/src/plugins/served-pages.ts).
        navigateFallbackDenylist: [
          /^\/api(?:\/|$)/,
          /^\/uploads\//,
          /^\/ical\//,
          /^\/login(?:[?#]|$)/,
          /^\/employee-home(?:[?#]|$)/,
        ],
        // autoUpdate: a new version takes over at once (register.ts then reloads the page), and the first one
        // controls the page it was installed from. (Set here: injectRegister false leaves them off.)
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // The login page's HTML, in the language last shown: offline it still opens, and says it cannot sign in.
            // (A function, serialised into the worker: it can use nothing of this file.)
            urlPattern: ({ request, url }) => request.mode === "navigate" && url.pathname === "/login",
            handler: "NetworkFirst",
            options: {
              cacheName: LOGIN_PAGE_CACHE,
              networkTimeoutSeconds: 4,
              matchOptions: { ignoreSearch: true, ignoreVary: true },
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 1 },
            },
          },
          {
            // The member home as the server draws it, online; offline, the app, which opens with the member's
            // reads as last cached (the page puts its own there: static-pages/served-page.ts). The drawn page is
            // the member's own: it is never cached.
            urlPattern: ({ request, url }) => request.mode === "navigate" && url.pathname === "/employee-home",
            handler: "NetworkOnly",
            options: { precacheFallback: { fallbackURL: "/index.html" } },
          },
          {
            // The team member's schedule reads: the network when it answers within 4 s, else the last answer.
            urlPattern: cachedReadPattern,
            method: "GET",
            handler: "NetworkFirst",
            options: {
              cacheName: API_CACHE,
              networkTimeoutSeconds: 4,
              // An answer in another language (Vary: Accept-Language) is better offline than none.
              matchOptions: { ignoreVary: true },
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 100, maxAgeSeconds: 14 * 24 * 3600 },
            },
          },
        ],
      },
    }),
    scriptsAfterStylesheet(),
    // Before the landing pages are made from index.html, which links the stylesheet by its new name.
    pruneUnusedCss(prunedCss),
    landingPages(prunedCss),
    serverRender(reactRouterProduction),
    precompressBuild(),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // One stylesheet, linked by every page: a screen's own stylesheet, inserted when its code loaded, made the
    // browser restyle the whole page against the UI library's 250 KB of rules (half a second on a slow phone).
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    proxy: {
      "/api": api,
      "/uploads": api,
    },
  },
}));
