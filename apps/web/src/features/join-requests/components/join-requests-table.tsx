import type { EmployeeItem } from "@brigade/contract/employees";
import { Button, Group, Table, Text } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ActionTable } from "../../../components/action-table";
import { confirmAction } from "../../../components/confirm";
import { dateTimeIn } from "../../../lib/formats";
import { useRejectJoinRequest } from "../api/reject-join-request";

type Props = { requests: EmployeeItem[]; onApprove: (request: EmployeeItem) => void };

/** When the request came, on the reader's clock, in the language's formats. */
const requestedAt = (instant: string) => dateTimeIn(instant, Intl.DateTimeFormat().resolvedOptions().timeZone);

export function JoinRequestsTable({ requests, onApprove }: Props) {
  const { t } = useTranslation("requests");
  const reject = useRejectJoinRequest();

  const askReject = (request: EmployeeItem) =>
    confirmAction({
      title: t("joinRequests.rejectTitle"),
      message: t("joinRequests.rejectMessage", { name: request.user.name }),
      confirmLabel: t("joinRequests.reject"),
      onConfirm: () => reject.mutate(request.id),
    });

  return (
    <ActionTable minWidth={320} verticalSpacing="sm" horizontalSpacing="xs" aria-label={t("joinRequests.tableLabel")}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("joinRequests.columns.name")}</Table.Th>
          <Table.Th scope="col" visibleFrom="sm">
            {t("joinRequests.columns.email")}
          </Table.Th>
          <Table.Th scope="col" visibleFrom="sm">
            {t("joinRequests.columns.requested")}
          </Table.Th>
          <Table.Th scope="col">{t("joinRequests.columns.actions")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {requests.map((request) => (
          <Table.Tr key={request.id}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {request.user.name}
              </Text>
              <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ wordBreak: "break-all" }}>
                {request.user.email}
              </Text>
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {t("joinRequests.requestedAt", { when: requestedAt(request.created_at) })}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm" style={{ wordBreak: "break-all" }}>
              {request.user.email}
            </Table.Td>
            <Table.Td visibleFrom="sm">{requestedAt(request.created_at)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="wrap">
                <Button
                  size="xs"
                  leftSection={<IconCheck size={14} aria-hidden />}
                  aria-label={t("joinRequests.approveLabel", { name: request.user.name })}
                  onClick={() => onApprove(request)}
                >
                  {t("joinRequests.approve")}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  color="red.9"
                  leftSection={<IconX size={14} aria-hidden />}
                  aria-label={t("joinRequests.rejectLabel", { name: request.user.name })}
                  loading={reject.isPending && reject.variables === request.id}
                  onClick={() => askReject(request)}
                >
                  {t("joinRequests.reject")}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ActionTable>
  );
}
