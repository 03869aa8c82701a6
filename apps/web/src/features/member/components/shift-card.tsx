import type { BookingStatus } from "@brigade/contract/enums";
import type { TimeZoneInfo } from "@brigade/contract/time-zones";
import { Box, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
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
  /**
   * The slots of a split shift the member holds, each with its time, status and actions: the card then reads as one
   * shift with its slots (and `from`, `to` and `status` of the card itself are not shown).
   */
  slots?: SlotLine[];
};

export type SlotLine = {
  key: string | number;
  from: string;
  to: string;
  status?: BookingStatus;
  focusId?: string;
  children?: ReactNode;
};

/** One shift as a member reads it on a phone: when (on the location's clock), what, where, and its status. */
export function ShiftCard({ shift, from, to, location, role, status, eyebrow, focusId, children, slots }: Props) {
  const { t } = useTranslation("member");
  const zone = location.time_zone.value;
  const split = slots && slots.length > 1 ? slots : null;
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
          {status && !split && <StatusBadge status={status} />}
        </Group>
        {split ? (
          <Text size="sm" c="dimmed">
            {t("mySchedule.split", { count: split.length })}
          </Text>
        ) : (
          <Text size="sm">{timeRange(from, to, zone, location.time_zone.abbr)}</Text>
        )}
        <Text size="sm" c="dimmed">
          {location.name} · {role}
        </Text>
        {split && (
          <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: "none" }} aria-label={t("mySchedule.slots")}>
            {split.map((slot, index) => (
              <Stack
                component="li"
                key={slot.key}
                id={slot.focusId}
                tabIndex={slot.focusId ? -1 : undefined}
                gap={4}
                pt={6}
                style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Text size="sm">
                    <Text span size="sm" fw={600}>
                      {t("mySchedule.slot", { n: index + 1, total: split.length })}
                    </Text>{" "}
                    {timeRange(slot.from, slot.to, zone, location.time_zone.abbr)}
                  </Text>
                  {slot.status && <StatusBadge status={slot.status} />}
                </Group>
                {slot.children}
              </Stack>
            ))}
          </Stack>
        )}
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
