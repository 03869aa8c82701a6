import type { CalendarEvent } from "@brigade/contract/calendar";
import { dateTimeIn } from "@brigade/contract/dates";
import { Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import type { FeedLocation } from "../lib/calendar-events";
import { shiftTitle } from "../lib/shift-title";
import { DetailField } from "./detail-field";

type Props = {
  /** The event clicked; null when closed. */
  event: CalendarEvent | null;
  /** Its location as the feed names it, with the zone its times are read in. */
  location: FeedLocation | undefined;
  onClose: () => void;
};

/**
 * A read-only calendar's answer to a click on a shift: what the feed knows of it, with nothing to change.
 * (The full shift, GET /api/shift/{id}, is for managers.)
 */
export function ShiftSummary({ event, location, onClose }: Props) {
  const zone = location?.time_zone ?? "UTC";
  return (
    <Modal opened={event !== null} onClose={onClose} title={event ? shiftTitle(event) : "Shift"} centered>
      {event && (
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="sm">
            <DetailField label="From">{dateTimeIn(event.from, zone)}</DetailField>
            <DetailField label="To">{dateTimeIn(event.to, zone)}</DetailField>
            <DetailField label="Location">{location?.name ?? "Not Available"}</DetailField>
            <DetailField label="Time zone">{zone}</DetailField>
            <DetailField label="Shift type">{event.shift_type}</DetailField>
            <DetailField label="Open positions">{event.vacant ? "Yes" : "None"}</DetailField>
          </SimpleGrid>
          {event.vacant && (
            <Text size="sm" c="dimmed">
              Open positions you can take are listed under Open shifts on My Schedule.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
