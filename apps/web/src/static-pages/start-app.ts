// Starts the app from a framed page's own script (scripts/static-frames.ts names the app's entry and the modules
// it will need on that script's tag, as data-entry and data-preload), once the browser has painted the page's
// static frame, so the frame's first paint has the network to itself.

/** The tag of the page script running now: read it at once (document.currentScript is null in a callback). */
export const pageScriptTag = (): HTMLScriptElement | null =>
  document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;

// One request per task: each costs the main thread 10 to 25 ms on a slow phone (4x slowdown), so four in a task
// made tasks of 50 to 100 ms, and the 40 to 60 of a page in one task held it for over 100 ms (the page could not
// answer a tap meanwhile). A task under 50 ms does not block.
const PER_TASK = 1;

export function startApp(tag: HTMLScriptElement | null): void {
  const entry = tag?.dataset.entry;
  if (!entry) return;
  const preloads = (tag.dataset.preload ?? "").split(" ").filter(Boolean);
  const start = () => {
    for (const href of preloads.splice(0, PER_TASK)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    if (preloads.length > 0) {
      setTimeout(start, 0);
      return;
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
  };
  // A tab opened in the background paints nothing (and runs no animation frame) until it is shown: start now.
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}
