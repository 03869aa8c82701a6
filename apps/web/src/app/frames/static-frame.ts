// A landing page's HTML can carry the page's static frame (frames/render.tsx) beside #root: what the page looks
// like before its data, drawn by the browser before any script has run. It stays until the app draws the page.

import { SERVED_ATTRIBUTE } from "@brigade/contract/served-pages";
import { afterPress, handOver } from "./served-frame";

const FRAME_ID = "frame";
/** Marks the skip link that stands before a signed-in page's frame (frames/render.tsx). */
export const FRAME_SKIP_LINK_ATTRIBUTE = "data-frame-skip-link";

/** Whether the static frame is on screen: the app's full-page loader then draws nothing (the frame is one). */
export const staticFrameShown = (): boolean => document.getElementById(FRAME_ID) !== null;

/**
 * Removes the static frame once the app has put content of its own into #root (not just its style tags), in the
 * same task as React's commit, so no frame is painted with neither or both. The frame's skip link goes with it,
 * and hands its focus to the app's: a Tab pressed while the frame showed is not lost.
 */
export function dropStaticFrameOnFirstContent(root: HTMLElement): void {
  const frame = document.getElementById(FRAME_ID);
  if (!frame) return;
  const observer = new MutationObserver(() => {
    if (![...root.children].some((child) => child.tagName !== "STYLE")) return;
    observer.disconnect();
    if (frame.hasAttribute(SERVED_ATTRIBUTE)) {
      afterPress(frame, root, () => {
        const handOff = handOver(frame, root);
        frame.remove();
        handOff();
      });
      return;
    }
    const skipLink = document.querySelector<HTMLElement>(`[${FRAME_SKIP_LINK_ATTRIBUTE}]`);
    const focused = skipLink !== null && document.activeElement === skipLink;
    frame.remove();
    skipLink?.remove();
    if (focused) root.querySelector<HTMLElement>(".skip-link")?.focus();
  });
  observer.observe(root, { childList: true });
}
