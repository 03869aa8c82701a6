import type { RequestListingItem, RequestListingStatus, RequestSort } from "@brigade/contract/decisions";
import type { SortOrder } from "@brigade/contract/rosters";
import { ianaName } from "@brigade/contract/time-zones";
import { Group, Table, Text, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ActionTable } from "../../../components/action-table";
import { timing } from "../lib/timing";
import { BookingHistory } from "./booking-history";
import { DecisionButtons } from "./decision-actions";

type Sorting = { sort: RequestSort; order: SortOrder; onSort: (column: RequestSort) => void };
/** `ownEmployeeId`: the signed-in manager's employee record, whose requests someone else decides. */
type Props = Sorting & { rows: RequestListingItem[]; status: RequestListingStatus; ownEmployeeId?: number | null };

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
export function RequestsTable({ rows, status, ownEmployeeId, ...sorting }: Props) {
  const { t } = useTranslation("requests");
  const decidable = status === "Pending" || status === "Apply For Leave";
  return (
    <ActionTable minWidth={920} stickyActions={decidable} fz="sm" aria-label={t(`requestsTable.label.${status}`)}>
      <Table.Thead>
        <Table.Tr>
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
                {row.date}
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
                  <DecisionButtons
                    booking={{
                      id: row.id,
                      status: row.status,
                      who,
                      shiftName: row.shift.name,
                      own: row.employee_id === ownEmployeeId,
                    }}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ActionTable>
  );
}
