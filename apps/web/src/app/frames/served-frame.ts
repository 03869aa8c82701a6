// A page the server drew with the person's data (apps/server/src/plugins/served-pages.ts) sits in #frame until the
// app has drawn the same page: what the person did to it meanwhile (a tap, the focus) is handed to the app's.

/** Marks the element of the drawn page last clicked before the app was there (static-pages/served-page.ts). */
export const REPLAY_ATTRIBUTE = "data-replay-click";
/** On the drawn page's frame while a press on it has not ended in a click yet (static-pages/served-page.ts). */
export const PRESSING_ATTRIBUTE = "data-pressing";
/** The longest a press holds the hand-over: one that never ends (the pointer lost) does not keep the app hidden. */
const PRESS_AT_MOST_MS = 5000;

/**
 * Calls `ready` once no press is under way on the drawn page: at once, or when the press ends in its click. The
 * app's page is kept out of the layout meanwhile: the drawn page stays where the press is, and is never painted twice.
 */
export function afterPress(frame: Element, root: HTMLElement, ready: () => void): void {
  if (!frame.hasAttribute(PRESSING_ATTRIBUTE)) {
    ready();
    return;
  }
  root.style.display = "none";
  const done = () => {
    observer.disconnect();
    clearTimeout(limit);
    root.style.removeProperty("display");
    ready();
  };
  const observer = new MutationObserver(() => !frame.hasAttribute(PRESSING_ATTRIBUTE) && done());
  observer.observe(frame, { attributes: true, attributeFilter: [PRESSING_ATTRIBUTE] });
  const limit = setTimeout(done, PRESS_AT_MOST_MS);
}

/** What tells an element from the others of a page: its tag, role, name and text. */
const signature = (element: Element): string =>
  [
    element.tagName,
    element.getAttribute("role") ?? "",
    element.getAttribute("aria-label") ?? "",
    (element.textContent ?? "").replace(/\s+/g, " ").trim(),
  ].join("|");

/**
 * The element of `to` that is `element` of `from`: the same signature, at the same place among those that share it
 * (the third "Offer swap" button stays the third). Null when the app's page has no such element.
 */
export function counterpart(element: Element, from: Element, to: Element): HTMLElement | null {
  const mark = signature(element);
  const alike = (root: Element) => [...root.querySelectorAll(element.tagName)].filter((e) => signature(e) === mark);
  const match = alike(to)[alike(from).indexOf(element)];
  return match instanceof HTMLElement ? match : null;
}

/**
 * Hands the drawn page over to the app's, just before the drawn page goes: the focus moves to the same element of
 * the app's page (else to its first stop, the skip link, never to nowhere), and a click the drawn page could not
 * answer is made again on the app's.
 */
export function handOver(frame: Element, root: HTMLElement): () => void {
  const focused = document.activeElement;
  const hadFocus = focused !== null && frame.contains(focused);
  const focusTarget = hadFocus
    ? (counterpart(focused, frame, root) ?? root.querySelector<HTMLElement>(".skip-link"))
    : null;
  const clicked = frame.querySelector(`[${REPLAY_ATTRIBUTE}]`);
  const clickTarget = clicked ? counterpart(clicked, frame, root) : null;
  return () => {
    focusTarget?.focus();
    clickTarget?.click();
  };
}
