import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { focusPageHeading, MAIN_ID } from "../../lib/page-heading";

// After a page change focus goes to the new page's heading, so nobody tabs through the navigation again.

/** Whether focus is where a page change left it: nowhere, gone with the old page, or on the navigation. */
function focusIsAdrift(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  return !!active.closest("nav, header, .mantine-AppShell-navbar, .mantine-AppShell-header");
}

const WAIT_MS = 2000;

/**
 * Whether the person has pressed a key or a pointer on this page yet. Before that, a change of page is the app's
 * own (a redirect from / or /login to the home): it is still the first page, whose first Tab stop is the skip
 * link, so focus stays where the browser has it.
 */
let personActed = false;
if (typeof window !== "undefined") {
  const acted = () => {
    personActed = true;
    window.removeEventListener("keydown", acted, true);
    window.removeEventListener("pointerdown", acted, true);
  };
  window.addEventListener("keydown", acted, true);
  window.addEventListener("pointerdown", acted, true);
}

/**
 * After a route change the person made (not the first page, nor a redirect before they did anything), focus goes
 * to the new page's heading once it is drawn: a page that loads first shows it within a moment. Focus a page or a
 * dialog already took is left where it is.
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each page change.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!personActed) return;
    const until = performance.now() + WAIT_MS;
    let frame = 0;
    const attempt = () => {
      if (!focusIsAdrift()) return;
      const heading = document.getElementById(MAIN_ID)?.querySelector("h1");
      if (heading || performance.now() > until) {
        focusPageHeading();
        return;
      }
      frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
