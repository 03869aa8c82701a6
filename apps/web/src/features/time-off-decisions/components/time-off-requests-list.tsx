import type { TimeOffItem } from "@brigade/contract/time-off";
import { Group, Paper, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { ActionTable } from "../../../components/action-table";
import { timeOffDays, timeOffTimes } from "../lib/time-off-when";
import { TimeOffActions, type TimeOffDecision, TimeOffOutcome } from "./time-off-actions";
import { TimeOffStatusBadge } from "./time-off-status-badge";

type Props = {
  rows: TimeOffItem[];
  /** The signed-in manager's employee record, whose requests someone else decides. */
  ownEmployeeId?: number | null;
  onDecide: (request: TimeOffItem, decision: TimeOffDecision) => void;
};

const nowrap = { whiteSpace: "nowrap" } as const;

/** Time-off requests: a table on a wide screen, one card per request on a phone (no sideways scrolling to act). */
export function TimeOffRequestsList(props: Props) {
  const phone = useMediaQuery("(max-width: 48em)");
  return phone ? <RequestCards {...props} /> : <RequestsTable {...props} />;
}

function RequestsTable({ rows, ownEmployeeId, onDecide }: Props) {
  const { t } = useTranslation("requests");
  return (
    <ActionTable minWidth={720} fz="sm" aria-label={t("timeOff.listLabel")}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("timeOff.columns.employee")}</Table.Th>
          <Table.Th>{t("timeOff.columns.days")}</Table.Th>
          <Table.Th>{t("timeOff.columns.times")}</Table.Th>
          <Table.Th>{t("timeOff.columns.reason")}</Table.Th>
          <Table.Th>{t("timeOff.columns.status")}</Table.Th>
          <Table.Th>{t("timeOff.columns.decision")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-time-off-id={row.id}>
            <Table.Td fw={600}>{row.employee.name}</Table.Td>
            <Table.Td style={nowrap}>{timeOffDays(row)}</Table.Td>
            <Table.Td style={nowrap}>{timeOffTimes(row)}</Table.Td>
            <Table.Td>{row.reason ?? "—"}</Table.Td>
            <Table.Td>
              <TimeOffStatusBadge status={row.status} />
            </Table.Td>
            <Table.Td>
              {row.status === "Pending" ? (
                <TimeOffActions
                  request={row}
                  own={row.employee.id === ownEmployeeId}
                  onDecide={(decision) => onDecide(row, decision)}
                />
              ) : (
                <TimeOffOutcome request={row} />
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ActionTable>
  );
}

function RequestCards({ rows, ownEmployeeId, onDecide }: Props) {
  const { t } = useTranslation("requests");
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }} aria-label={t("timeOff.listLabel")}>
      {rows.map((row) => (
        <Paper key={row.id} component="li" withBorder radius="md" p="sm" data-time-off-id={row.id}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600}>{row.employee.name}</Text>
              <TimeOffStatusBadge status={row.status} />
            </Group>
            <div>
              <Text size="sm">{timeOffDays(row)}</Text>
              <Text size="sm" c="dimmed">
                {timeOffTimes(row)}
              </Text>
            </div>
            {row.reason && <Text size="sm">{t("timeOff.reason", { reason: row.reason })}</Text>}
            {row.status === "Pending" ? (
              <TimeOffActions
                request={row}
                own={row.employee.id === ownEmployeeId}
                onDecide={(decision) => onDecide(row, decision)}
                large
              />
            ) : (
              <TimeOffOutcome request={row} />
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
