import { type ShiftNameItem, shiftNameBody } from "@brigade/contract/shift-names";
import { ActionIcon, Group, Table, Tooltip } from "@mantine/core";
import { IconClockEdit, IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { DeleteAction } from "../../../components/delete-action";
import { NameDialog } from "../../../components/name-dialog";
import { formatClock } from "../../../lib/formats";
import { fieldRule } from "../../../lib/validate";
import { useDeleteShiftName } from "../api/delete-shift-name";
import { useUpdateShiftName } from "../api/update-shift-name";
import { UsualTimesDialog } from "./usual-times-dialog";

type Props = { names: ShiftNameItem[] };

/** "05:00 PM – 11:00 PM" ("17:00 – 23:00" in Spanish and French), or null without times. */
function usualTimes(item: ShiftNameItem): string | null {
  if (!item.from_time || !item.to_time) return null;
  const clock = (hhmm: string) => formatClock(Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)));
  return `${clock(item.from_time)} – ${clock(item.to_time)}`;
}

const nameRule = fieldRule(shiftNameBody.shape.name);

export function ShiftNamesTable({ names }: Props) {
  const { t } = useTranslation("business");
  const [editing, setEditing] = useState<ShiftNameItem | null>(null);
  const [timing, setTiming] = useState<ShiftNameItem | null>(null);
  const update = useUpdateShiftName();
  const remove = useDeleteShiftName();

  const askDelete = (item: ShiftNameItem) =>
    confirmAction({
      title: t("shiftNamesTable.deleteTitle"),
      message: t("shiftNamesTable.deleteMessage", { name: item.name }),
      confirmLabel: t("shared.delete"),
      onConfirm: () => remove.mutate(item.id),
    });

  return (
    <>
      <Table striped highlightOnHover verticalSpacing="sm" maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("shared.name")}</Table.Th>
            <Table.Th scope="col">{t("shiftNamesTable.usualTimes")}</Table.Th>
            <Table.Th scope="col" w={140}>
              {t("shared.actions")}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {names.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td>{usualTimes(item) ?? t("shiftNamesTable.noTimes")}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t("shiftNamesTable.rename")}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("shiftNamesTable.renameName", { name: item.name })}
                      onClick={() => setEditing(item)}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t("usualTimes.edit")}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("usualTimes.editOf", { name: item.name })}
                      onClick={() => setTiming(item)}
                    >
                      <IconClockEdit size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <DeleteAction
                    label={t("shared.deleteName", { name: item.name })}
                    loading={remove.isPending && remove.variables === item.id}
                    onClick={() => askDelete(item)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <UsualTimesDialog item={timing} onClose={() => setTiming(null)} />
      <NameDialog
        opened={editing !== null}
        title={t("shiftNamesTable.renameTitle")}
        label={t("shiftNamesTable.nameLabel")}
        initialName={editing?.name ?? ""}
        pending={update.isPending}
        validate={(name) => nameRule(name)}
        onClose={() => setEditing(null)}
        onSubmit={(name, handlers) => editing && update.mutate({ id: editing.id, name }, handlers)}
      />
    </>
  );
}
