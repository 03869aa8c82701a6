import type { ShiftItem } from "@brigade/contract/shifts";
import {
  ActionIcon,
  Badge,
  Button,
  Drawer,
  Group,
  Menu,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Tooltip,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconDots, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useDeleteShift } from "../api/delete-shift";
import { shiftTitle, shiftZone } from "../lib/shift-title";
import { formatInZone } from "../lib/zoned-time";

type Props = { shift: ShiftItem | null; onClose: () => void };

const DECIDED = ["Accepted", "Released", "Rejected"];

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** The detail panel of a calendar event: role filter, times, required count, Vacant and Schedule tabs, delete. */
export function ShiftDetail({ shift, onClose }: Props) {
  return (
    <Drawer
      opened={shift !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={shift ? shiftTitle(shift) : ""}
      closeButtonProps={{ "aria-label": "Close the shift details" }}
    >
      {/* A new key per shift: the role filter starts over. */}
      {shift && <ShiftDetailBody key={shift.id} shift={shift} onClose={onClose} />}
    </Drawer>
  );
}

function ShiftDetailBody({ shift, onClose }: { shift: ShiftItem; onClose: () => void }) {
  const zone = shiftZone(shift);
  const remove = useDeleteShift();
  const [roleId, setRoleId] = useState<string | null>(shift.area_roles[0] ? String(shift.area_roles[0].id) : null);
  const role = shift.area_roles.find((r) => String(r.id) === roleId);
  const roleOptions = shift.area_roles.map((r) => ({ value: String(r.id), label: `${r.area_name} – ${r.name}` }));
  const bookings = shift.shift_timeline.filter((b) => !role || b.area_role_id === role.id);

  const askToDelete = () =>
    modals.openConfirmModal({
      title: "Delete this shift?",
      centered: true,
      children: (
        <Text size="sm">
          {shift.name} on {formatInZone(shift.from, zone)} and all its bookings will be removed.
        </Text>
      ),
      labels: { confirm: "Delete shift", cancel: "Cancel" },
      confirmProps: { color: "red.9" },
      onConfirm: () =>
        // The mutation cache toasts the server's message.
        remove.mutate(shift.id, { onSuccess: onClose }),
    });

  return (
    <Stack gap="md">
      <Select
        label="Role"
        data={roleOptions}
        value={roleId}
        onChange={setRoleId}
        placeholder="Unassigned Role"
        disabled={roleOptions.length === 0}
        allowDeselect={false}
      />
      <SimpleGrid cols={2} spacing="sm">
        <Field label="From">{formatInZone(shift.from, zone)}</Field>
        <Field label="To">{formatInZone(shift.to, zone)}</Field>
        <Field label="Required">{role ? role.pivot.role_count : 0}</Field>
        <Field label="Shift type">
          {shift.shift_type}
          {shift.shift_type === "Premium" && shift.bonus > 0 ? ` (+$${shift.bonus})` : ""}
        </Field>
        <Field label="Location">{shift.location.name}</Field>
        <Field label="Time zone">{shift.location.time_zone.text}</Field>
      </SimpleGrid>
      {shift.desc && <Text size="sm">{shift.desc}</Text>}
      <Tabs defaultValue="vacant">
        <Tabs.List>
          <Tabs.Tab value="vacant">Vacant</Tabs.Tab>
          <Tabs.Tab value="schedule">Schedule</Tabs.Tab>
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
                        {formatInZone(slot.from, zone)} – {formatInZone(slot.to, zone, false)}
                      </Text>
                      <Group gap={4}>
                        <Badge size="sm" variant="light">
                          {slot.type}
                        </Badge>
                        <Badge size="sm" variant="filled" color={remaining > 0 ? "red.9" : "teal.9"}>
                          {remaining} remaining
                        </Badge>
                      </Group>
                    </Stack>
                    <Tooltip label="Coming soon">
                      <Button
                        size="xs"
                        variant="light"
                        data-disabled
                        aria-disabled="true"
                        onClick={(e) => e.preventDefault()}
                      >
                        Assign Shift
                      </Button>
                    </Tooltip>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="schedule" pt="sm">
          {bookings.length === 0 ? (
            <Text size="sm" c="dimmed">
              No shift scheduled
            </Text>
          ) : (
            <Stack gap="xs">
              {bookings.map((b) => (
                <Paper key={b.id} withBorder p="xs" radius="md">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={2}>
                      <Text size="sm" fw={600}>
                        {b.employee.user.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {b.area_role.name} · {formatInZone(b.from, zone)} – {formatInZone(b.to, zone, false)}
                      </Text>
                      <Badge size="sm" variant="light" w="fit-content">
                        {b.status}
                      </Badge>
                    </Stack>
                    {DECIDED.includes(b.status) ? (
                      <Text size="sm" c="teal.9" fw={600}>
                        Approved
                      </Text>
                    ) : (
                      <Menu position="bottom-end">
                        <Menu.Target>
                          <ActionIcon variant="subtle" aria-label={`Actions for ${b.employee.user.name}`}>
                            <IconDots size={18} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item disabled>Accept (coming soon)</Menu.Item>
                          <Menu.Item disabled>Reject (coming soon)</Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    )}
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end">
        <Button
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={remove.isPending}
          onClick={askToDelete}
        >
          Delete shift
        </Button>
      </Group>
    </Stack>
  );
}
