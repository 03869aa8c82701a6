import { dateTimeIn } from "@brigade/contract/dates";
import type { BookingEventItem } from "@brigade/contract/decisions";
import { ActionIcon, Button, Loader, Popover, Stack, Text } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { useState } from "react";
import { QueryError } from "../../../components/query-error";
import { useBookingEvents } from "../api/booking-events";

const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function EventLine({ event }: { event: BookingEventItem }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {event.from_status ? `${event.from_status} → ${event.to_status}` : event.to_status}
      </Text>
      <Text size="xs" c="dimmed">
        {event.actor?.name ?? "Former user"} · {dateTimeIn(event.at, viewerZone)}
      </Text>
      {event.note && <Text size="xs">{event.note}</Text>}
    </div>
  );
}

type Props = {
  bookingId: number;
  who: string /** An icon alone, for a table's narrow History column. */;
  iconOnly?: boolean;
};

/** "History": who decided on the booking, when, and from which status to which; loaded on opening. */
export function BookingHistory({ bookingId, who, iconOnly = false }: Props) {
  const [opened, setOpened] = useState(false);
  const events = useBookingEvents(bookingId, opened);
  const label = `History of ${who}'s booking`;
  const toggle = () => setOpened((o) => !o);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={260} shadow="md" withArrow>
      <Popover.Target>
        {iconOnly ? (
          <ActionIcon variant="subtle" aria-label={label} title="History" aria-expanded={opened} onClick={toggle}>
            <IconHistory size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconHistory size={14} aria-hidden />}
            aria-label={label}
            aria-expanded={opened}
            onClick={toggle}
          >
            History
          </Button>
        )}
      </Popover.Target>
      <Popover.Dropdown>
        {events.isPending ? (
          <Loader size="sm" aria-label="Loading the history" />
        ) : events.isError ? (
          <QueryError error={events.error} title="Could not load the history" onRetry={() => events.refetch()} />
        ) : events.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No decision recorded yet.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            {events.data.map((event) => (
              <li key={event.id}>
                <EventLine event={event} />
              </li>
            ))}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
