import { type RefObject, useEffect, useRef } from "react";
import { Temporal } from "temporal-polyfill";
import type { CalendarView } from "./calendar-period";

/** The cells that stand for a day: the month's day cells; the week's and day's column headers. */
const DAY_SELECTOR: Partial<Record<CalendarView, string>> = {
  dayGridMonth: '[role="cell"][data-date]',
  timeGridWeek: '[role="columnheader"][data-date]',
  timeGridDay: '[role="columnheader"][data-date]',
};

/** Days one arrow key moves by, per view (a month row is a week). */
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

type Options = {
  view: CalendarView;
  /** Enter or Space on a day ("YYYY-MM-DD"), as a click on it; undefined: days take no focus. */
  onOpen?: (day: string) => void;
  /** Read after a day's own content, e.g. "Enter: create a shift on this day". */
  hint: string;
};

/**
 * One Tab stop for the calendar's days (a roving focus): the arrow keys move between days, Enter or Space opens the
 * day as a click does. FullCalendar draws the days, so their tabindex is kept on its cells as they are redrawn.
 */
export function useDayFocus(container: RefObject<HTMLElement | null>, { view, onOpen, hint }: Options) {
  const active = useRef<string | null>(null);
  const open = useRef(onOpen);
  open.current = onOpen;
  const selector = onOpen ? DAY_SELECTOR[view] : undefined;

  useEffect(() => {
    const root = container.current;
    if (!root || !selector) return;
    const days = () => [...root.querySelectorAll<HTMLElement>(selector)];
    const mark = () => {
      const all = days();
      if (all.length === 0) return;
      const dates = all.map((day) => day.dataset.date);
      if (!active.current || !dates.includes(active.current)) active.current = todayIn(all) ?? dates[0] ?? null;
      for (const day of all) {
        const tabIndex = day.dataset.date === active.current ? "0" : "-1";
        if (day.getAttribute("tabindex") !== tabIndex) day.setAttribute("tabindex", tabIndex);
        if (day.getAttribute("aria-description") !== hint) day.setAttribute("aria-description", hint);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      const day = event.target instanceof HTMLElement && event.target.matches(selector) ? event.target : null;
      const date = day?.dataset.date;
      if (!day || !date) return;
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        open.current?.(date);
        return;
      }
      const step = STEPS[event.key];
      if (!step || (view !== "dayGridMonth" && Math.abs(step) === 7)) return;
      event.preventDefault();
      const nextDate = Temporal.PlainDate.from(date).add({ days: step }).toString();
      const next = days().find((cell) => cell.dataset.date === nextDate);
      if (!next?.dataset.date) return;
      active.current = next.dataset.date;
      mark();
      next.focus();
    };
    const onFocus = (event: FocusEvent) => {
      const day = event.target instanceof HTMLElement && event.target.matches(selector) ? event.target : null;
      if (day?.dataset.date && day.dataset.date !== active.current) {
        active.current = day.dataset.date;
        mark();
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    root.addEventListener("keydown", onKey);
    root.addEventListener("focusin", onFocus);
    return () => {
      observer.disconnect();
      root.removeEventListener("keydown", onKey);
      root.removeEventListener("focusin", onFocus);
      for (const day of days()) {
        day.removeAttribute("tabindex");
        day.removeAttribute("aria-description");
      }
    };
  }, [container, selector, view, hint]);
}

/** The day FullCalendar marks as today (aria-current="date" or its today class), if it is shown. */
function todayIn(days: HTMLElement[]): string | null {
  const today = days.find(
    (day) => day.getAttribute("aria-current") === "date" || day.querySelector('[aria-current="date"]'),
  );
  return today?.dataset.date ?? null;
}
