// Where keyboard and screen-reader focus lands when it has nowhere better to go: the page's heading, inside the
// signed-in app's main region. The skip link, a page change and a list whose last row went all lead there.

export const MAIN_ID = "main-content";

/** Focuses the page's h1 (made focusable), or the main region when it has none yet; true when a heading took it. */
export function focusPageHeading(): boolean {
  const main = document.getElementById(MAIN_ID);
  if (!main) return false;
  const heading = main.querySelector<HTMLElement>("h1") ?? main;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus();
  return heading !== main;
}
