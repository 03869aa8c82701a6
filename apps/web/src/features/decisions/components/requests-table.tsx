import type { RequestListingItem, RequestListingStatus, RequestSort } from "@brigade/contract/decisions";
import type { SortOrder } from "@brigade/contract/rosters";
import { ianaName } from "@brigade/contract/time-zones";
import { Badge, Checkbox, Group, Table, Text, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ActionTable } from "../../../components/action-table";
import { formatApiDay } from "../../../lib/formats";
import { isSelectable } from "../lib/bulk-summary";
import { timing } from "../lib/timing";
import { BookingHistory } from "./booking-history";
import { DecisionButtons } from "./decision-actions";

type Sorting = { sort: RequestSort; order: SortOrder; onSort: (column: RequestSort) => void };
/** The rows picked for a bulk decision; only those isSelectable offers a checkbox. */
export type RowSelection = {
  selected: ReadonlySet<number>;
  onChange: (ids: number[], picked: boolean) => void;
};
/** `ownEmployeeId`: the signed-in manager's employee record, whose requests someone else decides. */
type Props = Sorting & {
  rows: RequestListingItem[];
  status: RequestListingStatus;
  ownEmployeeId?: number | null;
  selection?: RowSelection;
  /** Names the table when two of a status show (upcoming and past). */
  label?: string;
  /** While the rows shown are the previous page's or order's, until the ones asked for arrive. */
  busy?: boolean;
};

/** A header that sorts on click; aria-sort tells assistive technology the current order. */
function SortableTh({ label, column, sort, order, onSort }: Sorting & { label: string; column: RequestSort }) {
  const active = sort === column;
  const Icon = !active ? IconArrowsSort : order === "asc" ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (order === "asc" ? "ascending" : "descending") : "none"}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.5 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

const nowrap = { whiteSpace: "nowrap" } as const;

/** Requests of one status: who, which shift, when (in the location's zone), why, their history and the actions. */
export function RequestsTable({ rows, status, ownEmployeeId, selection, label, busy, ...sorting }: Props) {
  const { t } = useTranslation("requests");
  const decidable = status === "Pending" || status === "Apply For Leave";
  const selectable = rows.filter((row) => isSelectable(row, ownEmployeeId)).map((row) => row.id);
  const picked = selectable.filter((id) => selection?.selected.has(id)).length;
  return (
    <ActionTable
      minWidth={selection ? 960 : 920}
      stickyActions={decidable}
      fz="sm"
      // Ten columns at 1366 px beside the navigation: a little less room between them keeps the longest language's
      // headers (French "Établissement", "Historique") clear of the actions pinned at the right edge.
      horizontalSpacing={8}
      aria-label={label ?? t(`requestsTable.label.${status}`)}
      aria-busy={busy || undefined}
    >
      <Table.Thead>
        <Table.Tr>
          {selection && (
            <Table.Th w={40}>
              <Checkbox
                aria-label={t("bulk.selectAll")}
                checked={picked > 0 && picked === selectable.length}
                indeterminate={picked > 0 && picked < selectable.length}
                disabled={selectable.length === 0}
                onChange={(event) => selection.onChange(selectable, event.currentTarget.checked)}
              />
            </Table.Th>
          )}
          <SortableTh label={t("requestsTable.columns.employee")} column="employee" {...sorting} />
          <SortableTh label={t("requestsTable.columns.shift")} column="shift" {...sorting} />
          <Table.Th>{t("requestsTable.columns.day")}</Table.Th>
          <Table.Th>{t("requestsTable.columns.location")}</Table.Th>
          <Table.Th>{t("requestsTable.columns.position")}</Table.Th>
          <SortableTh label={t("requestsTable.columns.timing")} column="from" {...sorting} />
          <Table.Th>{t("requestsTable.columns.reason")}</Table.Th>
          <Table.Th>{t("requestsTable.columns.history")}</Table.Th>
          {decidable && <Table.Th>{t("requestsTable.columns.actions")}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const who = row.employee.user.name;
          return (
            <Table.Tr key={row.id} data-booking-id={row.id}>
              {selection && (
                <Table.Td>
                  {isSelectable(row, ownEmployeeId) && (
                    <Checkbox
                      aria-label={t("bulk.select", { who })}
                      checked={selection.selected.has(row.id)}
                      onChange={(event) => selection.onChange([row.id], event.currentTarget.checked)}
                    />
                  )}
                </Table.Td>
              )}
              <Table.Td>
                <Text size="sm" fw={600}>
                  {who}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.employee.user.email}
                </Text>
              </Table.Td>
              <Table.Td>{row.shift.name}</Table.Td>
              <Table.Td style={nowrap}>
                {formatApiDay(row.date)}
                <Text size="xs" c="dimmed">
                  {t(`weekdays.long.${row.day}`)}
                </Text>
              </Table.Td>
              <Table.Td>{row.location.name}</Table.Td>
              <Table.Td>
                {row.area_role.name}
                <Text size="xs" c="dimmed">
                  {row.area_role.area.name}
                </Text>
              </Table.Td>
              <Table.Td style={nowrap}>
                {timing(row.from, row.to, ianaName(row.location.time_zone))}
                <Text size="xs" c="dimmed">
                  {row.location.time_zone.abbr}
                </Text>
              </Table.Td>
              <Table.Td>{row.action_detail ?? "—"}</Table.Td>
              <Table.Td>
                <BookingHistory bookingId={row.id} who={who} iconOnly />
              </Table.Td>
              {decidable && (
                <Table.Td>
                  {row.expired ? (
                    <Badge color="gray.7" variant="filled" tt="none" radius="sm" title={t("expired.hint")}>
                      {t("expired.badge")}
                    </Badge>
                  ) : (
                    <DecisionButtons
                      booking={{
                        id: row.id,
                        status: row.status,
                        who,
                        shiftName: row.shift.name,
                        own: row.employee_id === ownEmployeeId,
                      }}
                    />
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ActionTable>
  );
}
