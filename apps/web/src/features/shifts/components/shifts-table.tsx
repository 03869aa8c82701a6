import { clockIn, dateTimeIn } from "@brigade/contract/dates";
import type { ShiftItem } from "@brigade/contract/shifts";
import { ActionIcon, Badge, Group, Table, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useDeleteShift } from "../api/delete-shift";
import { positions, shiftZone } from "../lib/shift-title";
import { confirmDeleteShift } from "./confirm-delete-shift";

/** DD-MM-YYYY of an instant in a zone, as the shift's `interval`. */
const dayInZone = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, day: "2-digit", month: "2-digit", year: "numeric" })
    .format(new Date(at))
    .replaceAll("/", "-");

/** The shifts of the filtered period: name, day, from, to, location, type, positions filled/total. */
export function ShiftsTable({ shifts, onEdit }: { shifts: ShiftItem[]; onEdit: (shift: ShiftItem) => void }) {
  const remove = useDeleteShift();

  // The mutation cache toasts the server's message, e.g. the 409 of a shift that has started.
  const askToDelete = (shift: ShiftItem) => confirmDeleteShift(shift, () => remove.mutate(shift.id));

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Day</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Location</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Filled</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shifts.map((shift) => {
            const zone = shiftZone(shift);
            const { filled, total } = positions(shift);
            return (
              <Table.Tr key={shift.id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <span
                      aria-hidden
                      style={{ width: 10, height: 10, borderRadius: 5, background: shift.label_color, flexShrink: 0 }}
                    />
                    {shift.name}
                  </Group>
                </Table.Td>
                <Table.Td>{shift.day}</Table.Td>
                <Table.Td>{dateTimeIn(shift.from, zone)}</Table.Td>
                <Table.Td>
                  {shift.interval !== dayInZone(shift.to, zone) ? dateTimeIn(shift.to, zone) : clockIn(shift.to, zone)}
                </Table.Td>
                <Table.Td>{shift.location.name}</Table.Td>
                <Table.Td>
                  {shift.shift_type === "Premium" ? (
                    <Badge color="grape.9" variant="filled">
                      Premium
                    </Badge>
                  ) : (
                    "Non_Premium"
                  )}
                </Table.Td>
                <Table.Td>
                  {filled}/{total}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Tooltip label="Edit">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${shift.name} on ${dateTimeIn(shift.from, zone)}`}
                        onClick={() => onEdit(shift)}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red.9"
                        aria-label={`Delete ${shift.name} on ${dateTimeIn(shift.from, zone)}`}
                        onClick={() => askToDelete(shift)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
