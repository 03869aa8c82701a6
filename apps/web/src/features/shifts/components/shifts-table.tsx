import { dateTimeFormat } from "@brigade/contract/intl";
import type { ShiftItem } from "@brigade/contract/shifts";
import { ActionIcon, Badge, Group, Table, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ActionTable } from "../../../components/action-table";
import { clockIn, dateTimeIn } from "../../../lib/formats";
import { positions, shiftZone } from "../lib/shift-title";
import { useAskToDelete } from "./confirm-delete-shift";

/** DD-MM-YYYY of an instant in a zone, as the shift's `interval` (compared, not shown: the API's format). */
const dayInZone = (at: string, timeZone: string) =>
  dateTimeFormat("en-GB", { timeZone, day: "2-digit", month: "2-digit", year: "numeric" })
    .format(new Date(at))
    .replaceAll("/", "-");

/** The shifts of the filtered period: name, day, from, to, location, type, positions filled/total. */
export function ShiftsTable({ shifts, onEdit }: { shifts: ShiftItem[]; onEdit: (shift: ShiftItem) => void }) {
  const { t } = useTranslation("schedule");
  const remove = useAskToDelete();

  // The mutation cache toasts the server's message, e.g. the 409 of a shift that has started.
  const askToDelete = (shift: ShiftItem) => void remove.ask(shift);

  return (
    <>
      {remove.dialog}
      <ActionTable minWidth={640} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("shiftsTable.name")}</Table.Th>
            <Table.Th>{t("shiftsTable.day")}</Table.Th>
            <Table.Th>{t("shiftsTable.from")}</Table.Th>
            <Table.Th>{t("shiftsTable.to")}</Table.Th>
            <Table.Th>{t("shiftsTable.location")}</Table.Th>
            <Table.Th>{t("shiftsTable.type")}</Table.Th>
            <Table.Th>{t("shiftsTable.filled")}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t("shiftsTable.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shifts.map((shift) => {
            const zone = shiftZone(shift);
            const { filled, total } = positions(shift);
            const which = { name: shift.name, when: dateTimeIn(shift.from, zone) };
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
                <Table.Td>{t(`enums.weekday.${shift.day}`)}</Table.Td>
                <Table.Td>{dateTimeIn(shift.from, zone)}</Table.Td>
                <Table.Td>
                  {shift.interval !== dayInZone(shift.to, zone) ? dateTimeIn(shift.to, zone) : clockIn(shift.to, zone)}
                </Table.Td>
                <Table.Td>{shift.location.name}</Table.Td>
                <Table.Td>
                  {shift.shift_type === "Premium" ? (
                    <Badge color="grape.9" variant="filled">
                      {t("enums.shiftType.Premium")}
                    </Badge>
                  ) : (
                    t("enums.shiftType.Non_Premium")
                  )}
                </Table.Td>
                <Table.Td>
                  {filled}/{total}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Tooltip label={t("actions.edit")}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t("shiftsTable.editShift", which)}
                        onClick={() => onEdit(shift)}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t("actions.delete")}>
                      <ActionIcon
                        variant="subtle"
                        color="red.9"
                        aria-label={t("shiftsTable.deleteShift", which)}
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
      </ActionTable>
    </>
  );
}
