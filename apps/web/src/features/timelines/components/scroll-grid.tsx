import { Table } from "@mantine/core";
import type { ReactNode } from "react";

type Props = {
  label: string;
  minWidth: number;
  /** Columns as wide as the header says (the rest share what is left), their content wrapping to fit. */
  fixed?: boolean;
  children: ReactNode;
};

/**
 * A wide table that scrolls sideways on a narrow screen. The scrolling box is a labelled, focusable
 * region so a keyboard can scroll it too.
 */
export function ScrollGrid({ label, minWidth, fixed, children }: Props) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} style={{ overflowX: "auto", maxWidth: "100%" }}>
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing="xs"
        style={{ minWidth, tableLayout: fixed ? "fixed" : undefined }}
        aria-label={label}
      >
        {children}
      </Table>
    </section>
  );
}
