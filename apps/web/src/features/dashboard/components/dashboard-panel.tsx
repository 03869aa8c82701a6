import { Button, Center, Loader, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ActionTable } from "../../../components/action-table";
import { QueryError } from "../../../components/query-error";

/**
 * `action`: the row's actions (Accept, Reject), kept in view at the table's right edge; last. `low`: a column that
 * gives way first in a narrow panel.
 */
export type Column<T> = { header: string; cell: (row: T) => ReactNode; action?: true; low?: true };

/** The panel's table width (its longer cells wrap), and without its columns of lower priority. */
const MIN_WIDTH = 520;
const COMPACT_WIDTH = 460;

type Props<T> = {
  title: string;
  /** The panel's heading (PanelFrame's), which names the table and its scrolling box. */
  headingId: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** The rows loaded so far; undefined while the first page loads. */
  rows: T[] | undefined;
  error: unknown;
  onRetry: () => void;
  /** See More is offered while there is more to show. */
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
};

/** One dashboard panel's table: 3 rows a page, See More while a next page exists (in a PanelFrame). */
export function DashboardPanel<T>(props: Props<T>) {
  const { title, headingId, columns, rowKey, rows, error, onRetry, hasMore, loadingMore, onMore } = props;
  const { t } = useTranslation("business");
  let body: ReactNode;
  if (error) body = <QueryError error={error} onRetry={onRetry} title={t("dashboardPanel.failed", { title })} />;
  else if (!rows)
    body = (
      <Center py="md" role="status">
        <Loader size="sm" aria-label={t("dashboardPanel.loading", { title })} />
      </Center>
    );
  else if (rows.length === 0)
    body = (
      <Text c="dimmed" py="sm">
        {t("shared.noRecordFound")}
      </Text>
    );
  else
    body = (
      // Its box focusable, so a keyboard can scroll the columns a narrow panel cannot fit; on a phone, cards.
      <ActionTable
        minWidth={MIN_WIDTH}
        compactWidth={columns.some((column) => column.low) ? COMPACT_WIDTH : undefined}
        stickyActions={columns.at(-1)?.action === true}
        boxLabelledBy={headingId}
        aria-labelledby={headingId}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} data-low={column.low}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header} data-low={column.low}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ActionTable>
    );

  return (
    <>
      {body}
      {hasMore && (
        <Button variant="light" size="compact-sm" mt="xs" onClick={onMore} loading={loadingMore}>
          {t("dashboardPanel.seeMore")}
        </Button>
      )}
    </>
  );
}
