import type { BookingStatus } from "@brigade/contract/enums";
import type { TimeZoneInfo } from "@brigade/contract/time-zones";
import { Box, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { dayLabel, timeRange } from "../lib/member-time";
import { StatusBadge } from "./status-badge";

type Props = {
  shift: { name: string; label_color: string };
  from: string;
  to: string;
  location: { name: string; time_zone: Pick<TimeZoneInfo, "value" | "abbr"> };
  role: string;
  status?: BookingStatus;
  /** A line above the shift's name, e.g. the kind of request. */
  eyebrow?: string;
  /** Makes the card a place focus can be put (tabIndex -1), e.g. when its action went away. */
  focusId?: string;
  children?: ReactNode;
};

/** One shift as a member reads it on a phone: when (on the location's clock), what, where, and its status. */
export function ShiftCard({ shift, from, to, location, role, status, eyebrow, focusId, children }: Props) {
  const zone = location.time_zone.value;
  return (
    <Paper
      component="li"
      id={focusId}
      tabIndex={focusId ? -1 : undefined}
      withBorder
      radius="md"
      p="sm"
      style={{ borderLeft: `6px solid ${shift.label_color}` }}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Box style={{ minWidth: 0 }}>
            {eyebrow && (
              <Text size="xs" c="dimmed" fw={600}>
                {eyebrow}
              </Text>
            )}
            <Text fw={700}>
              {dayLabel(from, zone)} · {shift.name}
            </Text>
          </Box>
          {status && <StatusBadge status={status} />}
        </Group>
        <Text size="sm">{timeRange(from, to, zone, location.time_zone.abbr)}</Text>
        <Text size="sm" c="dimmed">
          {location.name} · {role}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** A list of cards, read by assistive technology as a list. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
      {children}
    </Stack>
  );
}
