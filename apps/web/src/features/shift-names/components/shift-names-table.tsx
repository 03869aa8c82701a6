import { type ShiftNameItem, shiftNameBody } from "@brigade/contract/shift-names";
import { ActionIcon, Group, Table, Tooltip } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { confirmAction } from "../../../components/confirm";
import { DeleteAction } from "../../../components/delete-action";
import { NameDialog } from "../../../components/name-dialog";
import { fieldRule } from "../../../lib/validate";
import { useDeleteShiftName } from "../api/delete-shift-name";
import { useUpdateShiftName } from "../api/update-shift-name";

type Props = { names: ShiftNameItem[] };

const nameRule = fieldRule(shiftNameBody.shape.name);

export function ShiftNamesTable({ names }: Props) {
  const [editing, setEditing] = useState<ShiftNameItem | null>(null);
  const update = useUpdateShiftName();
  const remove = useDeleteShiftName();

  const askDelete = (item: ShiftNameItem) =>
    confirmAction({
      title: "Delete shift name",
      message: `Delete "${item.name}" from the list? Existing shifts keep their name.`,
      confirmLabel: "Delete",
      onConfirm: () => remove.mutate(item.id),
    });

  return (
    <>
      <Table striped highlightOnHover verticalSpacing="sm" maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col" w={110}>
              Actions
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {names.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Rename">
                    <ActionIcon variant="subtle" aria-label={`Rename ${item.name}`} onClick={() => setEditing(item)}>
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <DeleteAction
                    label={`Delete ${item.name}`}
                    loading={remove.isPending && remove.variables === item.id}
                    onClick={() => askDelete(item)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <NameDialog
        opened={editing !== null}
        title="Rename shift name"
        label="Shift name"
        initialName={editing?.name ?? ""}
        pending={update.isPending}
        validate={(name) => nameRule(name)}
        onClose={() => setEditing(null)}
        onSubmit={(name, handlers) => editing && update.mutate({ id: editing.id, name }, handlers)}
      />
    </>
  );
}
