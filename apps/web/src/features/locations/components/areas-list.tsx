import { type AreaItem, areaUpdateBody } from "@brigade/contract/locations";
import { ActionIcon, Card, Group, SimpleGrid, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { DeleteAction } from "../../../components/delete-action";
import { NameDialog } from "../../../components/name-dialog";
import { fieldRule } from "../../../lib/validate";
import { useDeleteArea } from "../api/delete-area";
import { useDeleteRole } from "../api/delete-role";
import { useUpdateArea } from "../api/update-area";
import { useUpdateRole } from "../api/update-role";

/** `after` is the last tile of the grid (the Add Work Area form). */
type Props = { areas: AreaItem[]; after?: ReactNode };
type Editing = { kind: "area" | "role"; id: number; name: string } | null;

const nameRule = fieldRule(areaUpdateBody.shape.name);

export function AreasList({ areas, after }: Props) {
  const { t } = useTranslation("business");
  const [editing, setEditing] = useState<Editing>(null);
  const updateArea = useUpdateArea();
  const updateRole = useUpdateRole();
  const deleteArea = useDeleteArea();
  const deleteRole = useDeleteRole();

  const askDeleteArea = (area: AreaItem) =>
    confirmAction({
      title: t("areasList.deleteAreaTitle"),
      message: t("areasList.deleteAreaMessage", { name: area.name }),
      confirmLabel: t("shared.delete"),
      onConfirm: () => deleteArea.mutate(area.id),
    });
  const askDeleteRole = (role: { id: number; name: string }) =>
    confirmAction({
      title: t("areasList.deleteRoleTitle"),
      message: t("areasList.deleteRoleMessage", { name: role.name }),
      confirmLabel: t("shared.delete"),
      onConfirm: () => deleteRole.mutate(role.id),
    });

  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {areas.map((area) => (
          <Card key={area.id} withBorder radius="md" padding="md" component="section">
            <Group justify="space-between" wrap="nowrap" mb="xs">
              <Title order={3} size="h4">
                {area.name}
              </Title>
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t("areasList.renameArea")}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("areasList.renameAreaOf", { name: area.name })}
                    onClick={() => setEditing({ kind: "area", id: area.id, name: area.name })}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <DeleteAction
                  label={t("areasList.deleteAreaOf", { name: area.name })}
                  loading={deleteArea.isPending && deleteArea.variables === area.id}
                  onClick={() => askDeleteArea(area)}
                />
              </Group>
            </Group>
            {area.area_role.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("areasList.noRoles")}
              </Text>
            ) : (
              <Stack
                gap={6}
                component="ul"
                m={0}
                p={0}
                style={{ listStyle: "none" }}
                aria-label={t("areasList.rolesOf", { name: area.name })}
              >
                {area.area_role.map((role) => (
                  <Group key={role.id} component="li" justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {role.name}
                    </Text>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-label={t("areasList.renameRoleOf", { name: role.name })}
                        onClick={() => setEditing({ kind: "role", id: role.id, name: role.name })}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <DeleteAction
                        size="sm"
                        label={t("areasList.deleteRoleOf", { name: role.name })}
                        loading={deleteRole.isPending && deleteRole.variables === role.id}
                        onClick={() => askDeleteRole(role)}
                      />
                    </Group>
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
        ))}
        {after}
      </SimpleGrid>
      <NameDialog
        opened={editing !== null}
        title={editing?.kind === "role" ? t("areasList.renameRole") : t("areasList.renameArea")}
        label={editing?.kind === "role" ? t("areasList.roleName") : t("areasList.areaName")}
        initialName={editing?.name ?? ""}
        pending={updateArea.isPending || updateRole.isPending}
        validate={(name) => nameRule(name)}
        onClose={() => setEditing(null)}
        onSubmit={(name, handlers) => {
          if (!editing) return;
          const mutation = editing.kind === "role" ? updateRole : updateArea;
          mutation.mutate({ id: editing.id, name }, handlers);
        }}
      />
    </>
  );
}
