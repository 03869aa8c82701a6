import type { BookingEventItem } from "@brigade/contract/decisions";
import { ActionIcon, Button, Loader, Popover, Stack, Text } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryError } from "../../../components/query-error";
import { dateTimeIn } from "../../../lib/formats";
import { useBookingEvents } from "../api/booking-events";

const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function EventLine({ event }: { event: BookingEventItem }) {
  const { t } = useTranslation("requests");
  const to = t(`bookingStatus.${event.to_status}`);
  return (
    <div>
      <Text size="sm" fw={600}>
        {event.from_status ? t("history.change", { from: t(`bookingStatus.${event.from_status}`), to }) : to}
      </Text>
      <Text size="xs" c="dimmed">
        {event.actor?.name ?? t("history.formerUser")} · {dateTimeIn(event.at, viewerZone)}
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
  const { t } = useTranslation("requests");
  const [opened, setOpened] = useState(false);
  const events = useBookingEvents(bookingId, opened);
  const label = t("history.label", { who });
  const toggle = () => setOpened((o) => !o);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={260} shadow="md" withArrow>
      <Popover.Target>
        {iconOnly ? (
          <ActionIcon
            variant="subtle"
            aria-label={label}
            title={t("history.button")}
            aria-expanded={opened}
            onClick={toggle}
          >
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
            {t("history.button")}
          </Button>
        )}
      </Popover.Target>
      <Popover.Dropdown>
        {events.isPending ? (
          <Loader size="sm" aria-label={t("history.loading")} />
        ) : events.isError ? (
          <QueryError error={events.error} title={t("history.loadError")} onRetry={() => events.refetch()} />
        ) : events.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("history.empty")}
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
