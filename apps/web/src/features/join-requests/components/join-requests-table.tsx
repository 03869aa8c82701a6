import type { EmployeeItem } from "@brigade/contract/employees";
import { Button, Group, Table, Text } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { confirmAction } from "../../../components/confirm";
import { useRejectJoinRequest } from "../api/reject-join-request";

type Props = { requests: EmployeeItem[]; onApprove: (request: EmployeeItem) => void };

const requestedAt = (instant: string) =>
  new Date(instant).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function JoinRequestsTable({ requests, onApprove }: Props) {
  const reject = useRejectJoinRequest();

  const askReject = (request: EmployeeItem) =>
    confirmAction({
      title: "Reject join request",
      message: `Reject ${request.user.name}'s request to join? They will not be able to log in.`,
      confirmLabel: "Reject",
      onConfirm: () => reject.mutate(request.id),
    });

  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" aria-label="Join requests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              Email
            </Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              Requested
            </Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
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
                  Requested {requestedAt(request.created_at)}
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
                    aria-label={`Approve ${request.user.name}`}
                    onClick={() => onApprove(request)}
                  >
                    Approve
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    leftSection={<IconX size={14} aria-hidden />}
                    aria-label={`Reject ${request.user.name}`}
                    loading={reject.isPending && reject.variables === request.id}
                    onClick={() => askReject(request)}
                  >
                    Reject
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
