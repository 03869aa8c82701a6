import type { TimeOffConflict } from "@brigade/contract/time-off";
import { Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { QueryError } from "../../../components/query-error";
import { conflictWhen } from "../lib/time-off-when";

type Props = { query: UseQueryResult<TimeOffConflict[]>; approving: boolean };

/** The requester's shifts inside the time off, each on its location's clock. */
export function TimeOffConflicts({ query, approving }: Props) {
  return (
    <section aria-labelledby="time-off-conflicts">
      <Title order={3} size="h6" mb={6} id="time-off-conflicts">
        Their shifts in this period
      </Title>
      {query.isPending ? (
        <Loader size="sm" aria-label="Loading their shifts" />
      ) : query.isError ? (
        <QueryError error={query.error} title="Could not load their shifts" onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          None: no shift of theirs falls in this time off.
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
              Denied, they keep these shifts.
            </Text>
          )}
        </>
      )}
    </section>
  );
}

function ConflictLine({ conflict }: { conflict: TimeOffConflict }) {
  const when = conflictWhen(conflict);
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
          Status: {conflict.status}
        </Text>
      )}
    </Paper>
  );
}
