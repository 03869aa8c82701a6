import { type RefObject, useEffect } from "react";
import { focusPageHeading } from "../lib/page-heading";

/** How long a row's focus is looked after once its row has gone while a dialog had focus (the dialog then closes). */
const WATCH_MS = 10_000;

/**
 * Keeps keyboard focus in a list whose rows come and go: when the row that held focus disappears (its last position
 * assigned, its request decided), focus moves to the row now at its place (or the last row), on that row's action,
 * instead of falling to the page. With no row left, the page's heading takes it. If a dialog held focus when the
 * row went, this happens once the dialog has closed and left focus nowhere.
 */
export function useRowFocus(table: RefObject<HTMLTableElement | null>) {
  useEffect(() => {
    const root = table.current;
    if (!root) return;
    let held: { element: HTMLElement; row: number } | null = null;
    let watch: number | undefined;

    const lost = () => !document.activeElement || document.activeElement === document.body;
    const restore = () => {
      if (!held) return;
      const rows = root.isConnected ? [...root.querySelectorAll<HTMLTableRowElement>("tbody tr")] : [];
      const row = rows[Math.min(held.row, rows.length - 1)];
      const target =
        row?.cells[row.cells.length - 1]?.querySelector<HTMLElement>("button, a[href]") ??
        row?.querySelector<HTMLElement>("button, a[href], [tabindex]");
      held = null;
      if (target) target.focus();
      else focusPageHeading();
    };
    const stopWatching = () => {
      window.clearInterval(watch);
      watch = undefined;
    };
    const onChange = () => {
      if (!held || held.element.isConnected) return;
      if (lost()) return restore();
      // Focus is elsewhere, in a dialog say: look again until it closes; focus the user moved on stays.
      stopWatching();
      const until = Date.now() + WATCH_MS;
      watch = window.setInterval(() => {
        if (lost()) restore();
        else if (!document.activeElement?.closest('[role="dialog"]')) held = null;
        if (!held || Date.now() > until) stopWatching();
      }, 100);
    };
    const onFocus = (event: FocusEvent) => {
      const element = event.target as HTMLElement;
      const row = element.closest("tbody tr") as HTMLTableRowElement | null;
      if (row) held = { element, row: row.sectionRowIndex };
    };

    const observer = new MutationObserver(onChange);
    observer.observe(root, { childList: true, subtree: true });
    root.addEventListener("focusin", onFocus);
    return () => {
      observer.disconnect();
      root.removeEventListener("focusin", onFocus);
      // The list went with its last row (an empty state took its place): the heading takes focus, now or once the
      // dialog that had it has closed.
      stopWatching();
      onChange();
    };
  }, [table]);
}
