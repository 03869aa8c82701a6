import type { ShiftBookingItem, ShiftItem } from "@brigade/contract/shifts";
import { Badge, Button, Drawer, Group, Paper, Select, SimpleGrid, Stack, Tabs, Text } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useChangePayOpen } from "../../../components/change-pay";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { clockIn, dateTimeIn } from "../../../lib/formats";
import { useShift } from "../api/shift-show";
import { shiftTitle, shiftZone } from "../lib/shift-title";
import { useAskToDelete } from "./confirm-delete-shift";
import { DetailField } from "./detail-field";
import { type BookingAction, ScheduleBookings } from "./schedule-bookings";

type Props = {
  /** The shift to show, loaded in full by id (the calendar's feed carries only what an event draws). */
  shiftId: number | null;
  /** The title known before the shift has loaded (the clicked event's), so the panel is named at once. */
  title?: string;
  onClose: () => void;
  onEdit: (shift: ShiftItem) => void;
  /** A slot's Assign Shift button: the page opens the Assign Shift modal with that slot and role. */
  onAssign: (choice: { slotId: number; areaRoleId?: number }) => void;
  /**
   * While the page's Assign Shift modal is open. The drawer closes on Escape from a window listener the
   * modal cannot stop; the modal may not close by Escape, and the drawer should stay under it.
   */
  assigning: boolean;
  /**
   * The Accept/Reject menu of an undecided booking (the page composes it from the decisions feature);
   * `onDecided` takes the status the server returned, which the row shows at once.
   */
  renderDecision?: BookingAction;
  /** The Unassign action of an Accepted booking, composed the same way. */
  renderUnassign?: BookingAction;
  /** The booking's recorded history (e.g. a "History" popover). */
  renderHistory?: (booking: ShiftBookingItem) => ReactNode;
};

/** The detail panel of a calendar event: role filter, times, required count, Vacant and Schedule tabs, edit, delete. */
export function ShiftDetail({ shiftId, title, onClose, assigning, ...actions }: Props) {
  const { t } = useTranslation("schedule");
  const shift = useShift(shiftId);
  // The pay of a change made from the panel (delete, unassign) is confirmed in a dialog over it: Escape cancels that.
  const confirmingPay = useChangePayOpen();
  // Data first: after a delete the refetch of the gone shift fails, and the panel keeps what it showed as it closes.
  const body = shift.data ? (
    // A new key per shift: the role filter starts over.
    <ShiftDetailBody key={shift.data.id} shift={shift.data} onClose={onClose} {...actions} />
  ) : shift.isError ? (
    <QueryError error={shift.error} title={t("shiftDetail.loadFailed")} onRetry={() => shift.refetch()} />
  ) : (
    <LoadingState label={t("shiftDetail.loading")} />
  );
  return (
    <Drawer
      opened={shiftId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={shift.data ? shiftTitle(shift.data) : (title ?? t("shiftDetail.shift"))}
      closeOnEscape={!assigning && !confirmingPay}
      closeButtonProps={{ "aria-label": t("shiftDetail.close") }}
    >
      {shiftId !== null && body}
    </Drawer>
  );
}

function ShiftDetailBody({
  shift,
  onClose,
  onEdit,
  onAssign,
  renderDecision,
  renderUnassign,
  renderHistory,
}: Omit<Props, "shiftId" | "title" | "assigning"> & { shift: ShiftItem }) {
  const { t } = useTranslation("schedule");
  const zone = shiftZone(shift);
  const remove = useAskToDelete();
  const [roleId, setRoleId] = useState<string | null>(shift.area_roles[0] ? String(shift.area_roles[0].id) : null);
  const role = shift.area_roles.find((r) => String(r.id) === roleId);
  const roleOptions = shift.area_roles.map((r) => ({ value: String(r.id), label: `${r.area_name} – ${r.name}` }));
  const bookings = shift.shift_timeline.filter((b) => !role || b.area_role_id === role.id);

  // The mutation cache toasts the server's message, e.g. the 409 of a shift that has started.
  const askToDelete = () => void remove.ask(shift, onClose);

  return (
    <Stack gap="md">
      <Select
        label={t("shiftDetail.role")}
        data={roleOptions}
        value={roleId}
        onChange={setRoleId}
        placeholder={t("shiftDetail.unassignedRole")}
        disabled={roleOptions.length === 0}
        allowDeselect={false}
      />
      <SimpleGrid cols={2} spacing="sm">
        <DetailField label={t("shiftDetail.from")}>{dateTimeIn(shift.from, zone)}</DetailField>
        <DetailField label={t("shiftDetail.to")}>{dateTimeIn(shift.to, zone)}</DetailField>
        <DetailField label={t("shiftDetail.required")}>{role ? role.pivot.role_count : 0}</DetailField>
        <DetailField label={t("shiftDetail.shiftType")}>
          {t(`enums.shiftType.${shift.shift_type}`)}
          {shift.shift_type === "Premium" && shift.bonus > 0 ? ` (+$${shift.bonus})` : ""}
        </DetailField>
        <DetailField label={t("shiftDetail.location")}>{shift.location.name}</DetailField>
        <DetailField label={t("shiftDetail.timeZone")}>{shift.location.time_zone.text}</DetailField>
      </SimpleGrid>
      {shift.desc && <Text size="sm">{shift.desc}</Text>}
      <Tabs defaultValue="vacant">
        <Tabs.List>
          <Tabs.Tab value="vacant">{t("shiftDetail.vacant")}</Tabs.Tab>
          <Tabs.Tab value="schedule">{t("shiftDetail.schedule")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="vacant" pt="sm">
          <Stack gap="xs">
            {shift.shift_time_slots.map((slot) => {
              const remaining = role
                ? (slot.area_roles.find((p) => p.area_role_id === role.id)?.remaining_slots ?? 0)
                : slot.remaining_slots;
              return (
                <Paper key={slot.id} withBorder p="xs" radius="md">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={2}>
                      <Text size="sm">
                        {dateTimeIn(slot.from, zone)} – {clockIn(slot.to, zone)}
                      </Text>
                      <Group gap={4}>
                        <Badge size="sm" variant="light">
                          {t(`enums.slotType.${slot.type}`)}
                        </Badge>
                        <Badge size="sm" variant="filled" color={remaining > 0 ? "red.9" : "teal.9"}>
                          {t("shiftDetail.remaining", { count: remaining })}
                        </Badge>
                      </Group>
                    </Stack>
                    <Button
                      size="xs"
                      variant="light"
                      disabled={remaining === 0}
                      onClick={() => onAssign({ slotId: slot.id, areaRoleId: role?.id })}
                    >
                      {t("shiftDetail.assign")}
                    </Button>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="schedule" pt="sm">
          <ScheduleBookings
            shift={shift}
            bookings={bookings}
            zone={zone}
            renderDecision={renderDecision}
            renderUnassign={renderUnassign}
            renderHistory={renderHistory}
          />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end">
        <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(shift)}>
          {t("actions.edit")}
        </Button>
        <Button
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={remove.busy}
          onClick={askToDelete}
        >
          {t("shiftDetail.delete")}
        </Button>
      </Group>
      {remove.dialog}
    </Stack>
  );
}
