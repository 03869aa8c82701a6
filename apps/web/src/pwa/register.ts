/// <reference types="vite-plugin-pwa/vanillajs" />

import { registerSW } from "virtual:pwa-register";
import { onlineManager } from "@tanstack/react-query";
import { queryClient } from "../lib/query-client";

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
  // read them again through it, so the page opens offline from the next time on.
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener(
    "controllerchange",
    () => {
      if (!hadController && onlineManager.isOnline()) void queryClient.refetchQueries({ type: "active" });
    },
    { once: true },
  );
}
