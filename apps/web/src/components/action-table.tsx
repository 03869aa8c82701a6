import "./action-table.css";
import { Table, type TableProps } from "@mantine/core";
import { useLayoutEffect, useRef, useState } from "react";
import { useRowFocus } from "./row-focus";

type Props = TableProps & {
  /** Below this width (on a laptop) the table scrolls inside its box; on a phone it is a list of cards instead. */
  minWidth: number;
  /**
   * The width the table needs without its columns of lower priority (their header and cells marked `data-low`): in a
   * box narrower than `minWidth` they give way first, and only below this width does the table scroll. A phone's
   * cards keep every value.
   */
  compactWidth?: number;
  /** False: the last column is an ordinary one, not the row's actions. */
  stickyActions?: boolean;
  /** The heading that names the box: it then takes focus, so a keyboard can scroll columns without a button. */
  boxLabelledBy?: string;
};

/**
 * A list's table whose last column holds each row's actions (Assign, Accept/Reject, Edit, Delete): striped and
 * compact. On a laptop too narrow for every column the rest scrolls inside the table's box while the actions stay in
 * view at its right edge; on a phone each row is a card, every value under its column's name, the actions at the
 * foot (action-table.css). The card's names are the header's, copied onto each cell as it appears. The box scrolls
 * natively, so a mouse user sees its scroll bar. Focus on a row that goes moves to its neighbour (useRowFocus).
 */
export function ActionTable({
  minWidth,
  compactWidth,
  stickyActions = true,
  boxLabelledBy,
  className,
  ...props
}: Props) {
  const table = useRef<HTMLTableElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useCellLabels(table);
  useRowFocus(table);
  const compact = useNarrowerThan(box, compactWidth === undefined ? 0 : minWidth);
  const classes = ["brigade-cards", stickyActions ? "brigade-action-table" : "", className ?? ""];
  return (
    <Table.ScrollContainer
      ref={box}
      minWidth={compact && compactWidth !== undefined ? compactWidth : minWidth}
      type="native"
      className="brigade-action-scroll"
      {...(boxLabelledBy ? { tabIndex: 0, role: "group", "aria-labelledby": boxLabelledBy } : {})}
    >
      <Table
        ref={table}
        className={classes.join(" ").trim()}
        striped
        highlightOnHover
        verticalSpacing="xs"
        data-compact={compact || undefined}
        {...props}
      />
    </Table.ScrollContainer>
  );
}

/** Whether the element's box is narrower than `width` (never, for 0), followed as it is resized. */
function useNarrowerThan(ref: React.RefObject<HTMLElement | null>, width: number): boolean {
  const [narrower, setNarrower] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || width === 0) {
      setNarrower(false);
      return;
    }
    const measure = () => setNarrower(element.clientWidth < width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrower;
}

/** Each body cell's `data-label` is its column's header text, kept up to date as rows come and go. */
function useCellLabels(ref: React.RefObject<HTMLTableElement | null>) {
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return;
    const label = () => {
      const names = [...table.querySelectorAll("thead th")].map((th) => th.textContent?.trim() ?? "");
      for (const row of table.querySelectorAll<HTMLTableRowElement>("tbody tr")) {
        for (const cell of row.cells) {
          const name = names[cell.cellIndex] ?? "";
          if (cell.dataset.label !== name) cell.dataset.label = name;
        }
      }
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [ref]);
}
