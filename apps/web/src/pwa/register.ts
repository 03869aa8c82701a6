/// <reference types="vite-plugin-pwa/vanillajs" />

import { registerSW } from "virtual:pwa-register";
import { onlineManager } from "@tanstack/react-query";
import { currentLocale } from "../i18n";
import { queryClient } from "../lib/query-client";
import { cachedReadPattern } from "./cached-reads";

// Registers the service worker (src/pwa, vite.config.ts): a new version takes over and reloads the page
// (autoUpdate). Under `vite dev` there is none, and this does nothing.
registerSW({});

if ("serviceWorker" in navigator) {
  // A read made offline goes to the service worker, which may answer it from its cache: let React Query ask
  // instead of waiting for the connection (it still waits to retry a failed read).
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, networkMode: "offlineFirst" },
  });

  // On the first visit the screen's reads ran before the worker took over, so nothing of them is cached yet:
  // read them again through it, so the page opens offline from the next time on. Plain requests, not a
  // refetch of the screen's queries: the answers only need to reach the worker's cache, and a refetch would
  // have every screen on the page process them and render again while a slow phone is still starting up.
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener(
    "controllerchange",
    () => {
      if (!hadController && onlineManager.isOnline()) warmCachedReads();
    },
    { once: true },
  );
}

/**
 * The cached reads this page has made so far (the browser's resource timing lists them), read again, and those
 * still on their way when the worker took over (they went past it), once they end.
 */
function warmCachedReads(): void {
  const tookOverAt = performance.now();
  const isCachedRead = (entry: PerformanceEntry) =>
    (entry as PerformanceResourceTiming).initiatorType === "fetch" && cachedReadPattern.test(entry.name);
  const warmed = new Set<string>();
  const warm = (entries: PerformanceEntryList) => {
    for (const entry of entries) {
      if (!isCachedRead(entry) || entry.startTime >= tookOverAt || warmed.has(entry.name)) continue;
      warmed.add(entry.name);
      void fetch(entry.name, {
        credentials: "same-origin",
        headers: { accept: "application/json", "accept-language": currentLocale() },
        // Only a warm-up: a read that fails now is cached the next time the page makes it.
      }).catch(() => undefined);
    }
  };
  const inFlight = new PerformanceObserver((list) => warm(list.getEntries()));
  inFlight.observe({ type: "resource" });
  warm(performance.getEntriesByType("resource"));
  // A read started before the worker took over has ended well within this.
  setTimeout(() => inFlight.disconnect(), 60_000);
}
