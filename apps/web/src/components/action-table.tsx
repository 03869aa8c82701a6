import { Table, type TableProps } from "@mantine/core";

/**
 * A list's table whose last column holds each row's actions (Assign, Accept/Reject, Edit, Delete): striped, compact,
 * and, when the screen is too narrow for every column, the actions stay in view at the right edge while the rest
 * scrolls inside the table's box (reach.css). `stickyActions` false: the last column is an ordinary one.
 */
export function ActionTable({ stickyActions = true, ...props }: TableProps & { stickyActions?: boolean }) {
  return (
    <Table
      className={stickyActions ? "brigade-action-table" : undefined}
      striped
      highlightOnHover
      verticalSpacing="xs"
      {...props}
    />
  );
}
