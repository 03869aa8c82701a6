import { BOOKING_STATUSES, type BookingStatus } from "@brigade/contract/enums";
import type { TimeOffConflict } from "@brigade/contract/time-off";
import { Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { QueryError } from "../../../components/query-error";
import { conflictWhen } from "../lib/time-off-when";

type Props = { query: UseQueryResult<TimeOffConflict[]>; approving: boolean };

/** The requester's shifts inside the time off, each on its location's clock. */
export function TimeOffConflicts({ query, approving }: Props) {
  const { t } = useTranslation("requests");
  return (
    <section aria-labelledby="time-off-conflicts">
      <Title order={3} size="h6" mb={6} id="time-off-conflicts">
        {t("timeOffConflicts.title")}
      </Title>
      {query.isPending ? (
        <Loader size="sm" aria-label={t("timeOffConflicts.loading")} />
      ) : query.isError ? (
        <QueryError error={query.error} title={t("timeOffConflicts.loadError")} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("timeOffConflicts.none")}
        </Text>
      ) : (
        <>
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            {query.data.map((conflict) => (
              <ConflictLine key={conflict.booking_id} conflict={conflict} />
            ))}
          </Stack>
          {!approving && (
            <Text size="sm" c="dimmed" mt={6}>
              {t("timeOffConflicts.denied")}
            </Text>
          )}
        </>
      )}
    </section>
  );
}

function ConflictLine({ conflict }: { conflict: TimeOffConflict }) {
  const { t } = useTranslation("requests");
  const when = conflictWhen(conflict);
  // A booking's status, named in the language; anything else the server sends is shown as it is.
  const known = (BOOKING_STATUSES as readonly string[]).includes(conflict.status);
  const status = known ? t(`bookingStatus.${conflict.status as BookingStatus}`) : conflict.status;
  return (
    <Paper component="li" withBorder radius="sm" px="sm" py={6} data-booking-id={conflict.booking_id}>
      <Text size="sm" fw={600}>
        {conflict.shift.name} · {conflict.area_role.name}
      </Text>
      <Text size="sm">
        {conflict.location.name} · {when.day}, {when.times}
      </Text>
      {conflict.status !== "Accepted" && (
        <Text size="xs" c="dimmed">
          {t("timeOffConflicts.status", { status })}
        </Text>
      )}
    </Paper>
  );
}
