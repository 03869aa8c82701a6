import type { CalendarEvent } from "@brigade/contract/calendar";
import { Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { dateTimeIn } from "../../../lib/formats";
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
  const { t } = useTranslation("schedule");
  const zone = location?.time_zone ?? "UTC";
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={event ? shiftTitle(event) : t("shiftDetail.shift")}
      centered
    >
      {event && (
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="sm">
            <DetailField label={t("shiftDetail.from")}>{dateTimeIn(event.from, zone)}</DetailField>
            <DetailField label={t("shiftDetail.to")}>{dateTimeIn(event.to, zone)}</DetailField>
            <DetailField label={t("shiftDetail.location")}>
              {location?.name ?? t("shiftSummary.notAvailable")}
            </DetailField>
            <DetailField label={t("shiftDetail.timeZone")}>{zone}</DetailField>
            <DetailField label={t("shiftDetail.shiftType")}>{t(`enums.shiftType.${event.shift_type}`)}</DetailField>
            <DetailField label={t("shiftSummary.openPositions")}>
              {event.vacant ? t("shiftSummary.yes") : t("shiftSummary.none")}
            </DetailField>
          </SimpleGrid>
          {event.vacant && (
            <Text size="sm" c="dimmed">
              {t("shiftSummary.openShiftsHint")}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("actions.close")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
