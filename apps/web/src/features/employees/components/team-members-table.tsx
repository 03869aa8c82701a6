import type { EmployeeItem } from "@brigade/contract/employees";
import { ActionIcon, Badge, Group, Table, Text, Tooltip } from "@mantine/core";
import { IconCalendarTime, IconCoin, IconPencil, IconUserCheck, IconUserOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ActionTable } from "../../../components/action-table";
import { confirmAction } from "../../../components/confirm";
import { useActivateTeamMember } from "../api/activate-team-member";
import { useDeactivateTeamMember } from "../api/deactivate-team-member";
import { availabilityLabel, statusColor, statusLabel } from "./labels";

type Props = {
  members: EmployeeItem[];
  currentUserId: number;
  /** Opens that member's weekly availability (any member, also oneself). */
  onShowAvailability?: (member: EmployeeItem) => void;
  onShowWage?: (member: EmployeeItem) => void;
};

export function TeamMembersTable({ members, currentUserId, onShowAvailability, onShowWage }: Props) {
  const { t } = useTranslation("business");
  const deactivate = useDeactivateTeamMember();
  const activate = useActivateTeamMember();

  const askDeactivate = (member: EmployeeItem) =>
    confirmAction({
      title: t("teamMembersTable.deactivateTitle"),
      message: t("teamMembersTable.deactivateMessage", { name: member.user.name }),
      confirmLabel: t("teamMembersTable.deactivate"),
      onConfirm: () => deactivate.mutate(member.id),
    });
  const askActivate = (member: EmployeeItem) =>
    confirmAction({
      title: t("teamMembersTable.activateTitle"),
      message: t("teamMembersTable.activateMessage", { name: member.user.name }),
      confirmLabel: t("teamMembersTable.activate"),
      danger: false,
      onConfirm: () => activate.mutate(member.id),
    });

  return (
    <ActionTable minWidth={340} verticalSpacing="sm" horizontalSpacing="xs" aria-label={t("teamMembersTable.label")}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("shared.name")}</Table.Th>
          <Table.Th scope="col" visibleFrom="md">
            {t("shared.email")}
          </Table.Th>
          <Table.Th scope="col" visibleFrom="md">
            {t("shared.phone")}
          </Table.Th>
          <Table.Th scope="col" visibleFrom="md">
            {t("shared.availability")}
          </Table.Th>
          <Table.Th scope="col" visibleFrom="md">
            {t("teamMembersTable.areaRoles")}
          </Table.Th>
          <Table.Th scope="col">{t("teamMembersTable.status")}</Table.Th>
          <Table.Th scope="col">{t("shared.actions")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {members.map((member) => {
          const editable = member.role !== "owner" && member.user.id !== currentUserId;
          const busy =
            (deactivate.isPending && deactivate.variables === member.id) ||
            (activate.isPending && activate.variables === member.id);
          return (
            <Table.Tr key={member.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {member.user.name}
                </Text>
                {member.role !== "team_member" && (
                  <Text size="xs" c="dimmed" tt="capitalize">
                    {t(`staffRole.${member.role}`)}
                  </Text>
                )}
                <Text size="xs" c="dimmed" hiddenFrom="md" style={{ wordBreak: "break-all" }}>
                  {member.user.email}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="md">
                  {availabilityLabel(member.availability)} ·{" "}
                  {member.area_roles.map((role) => role.name).join(", ") || t("teamMembersTable.noRoles")}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="md">{member.user.email}</Table.Td>
              <Table.Td visibleFrom="md">{member.user.phone ?? "—"}</Table.Td>
              <Table.Td visibleFrom="md">{availabilityLabel(member.availability)}</Table.Td>
              <Table.Td visibleFrom="md">
                <Group gap={4}>
                  {member.area_roles.map((role) => (
                    <Badge key={role.id} variant="outline" tt="none" radius="sm" style={{ minWidth: "max-content" }}>
                      {role.name} · {role.area.name} · {role.area.location.name}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge
                  color={statusColor(member.status)}
                  variant="filled"
                  tt="none"
                  style={{ minWidth: "max-content" }}
                >
                  {statusLabel(member.status)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {onShowAvailability && (
                    <Tooltip label={t("shared.availability")}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t("teamMembersTable.availabilityOf", { name: member.user.name })}
                        onClick={() => onShowAvailability(member)}
                      >
                        <IconCalendarTime size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  {onShowWage && (
                    <Tooltip label={t("teamMembersTable.wage")}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t("teamMembersTable.wageOf", { name: member.user.name })}
                        onClick={() => onShowWage(member)}
                      >
                        <IconCoin size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  {editable && (
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={t("shared.edit")}>
                        <ActionIcon
                          component={Link}
                          to={`/create-team-member?id=${member.id}`}
                          variant="subtle"
                          aria-label={t("shared.editName", { name: member.user.name })}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      {member.status === "inactive" ? (
                        <Tooltip label={t("teamMembersTable.activate")}>
                          <ActionIcon
                            variant="subtle"
                            color="teal.9"
                            aria-label={t("teamMembersTable.activateName", { name: member.user.name })}
                            loading={busy}
                            onClick={() => askActivate(member)}
                          >
                            <IconUserCheck size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      ) : member.status === "active_employee" ? (
                        <Tooltip label={t("teamMembersTable.deactivate")}>
                          <ActionIcon
                            variant="subtle"
                            color="red.9"
                            aria-label={t("teamMembersTable.deactivateName", { name: member.user.name })}
                            loading={busy}
                            onClick={() => askDeactivate(member)}
                          >
                            <IconUserOff size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                    </Group>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ActionTable>
  );
}
