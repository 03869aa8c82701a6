import { Box, Button, Group, LoadingOverlay, Pagination, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { useMyTimeOff } from "../api/my-time-off";
import { RequestTimeOffDialog } from "./request-time-off-dialog";
import { TimeOffList } from "./time-off-list";

/** The member's time off: ask for some, and follow their requests (newest first) until decided. */
export function MyTimeOff() {
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const query = useMyTimeOff(page);
  const result = query.data;
  const now = new Date();

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text c="dimmed" size="sm">
          Days you cannot work. A manager approves or denies each request.
        </Text>
        <Button
          size="md"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setAsking(true)}
          style={{ flexShrink: 0 }}
        >
          Request time off
        </Button>
      </Group>
      {query.isError && !result ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} title="Could not load your time off" />
      ) : !result ? (
        <LoadingState label="Loading your time off" />
      ) : result.total === 0 ? (
        <EmptyState title="No time off requested">Requests you send show here with their status.</EmptyState>
      ) : (
        <Box pos="relative">
          <LoadingOverlay visible={query.isFetching && query.isPlaceholderData} zIndex={5} />
          <TimeOffList items={result.data} now={now} />
          {result.last_page > 1 && (
            <Group justify="center" mt="md">
              <Pagination
                total={result.last_page}
                value={result.current_page}
                onChange={setPage}
                getControlProps={(control) => ({
                  "aria-label": control === "previous" ? "Previous page" : control === "next" ? "Next page" : control,
                })}
                getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
              />
            </Group>
          )}
        </Box>
      )}
      <RequestTimeOffDialog
        opened={asking}
        onClose={() => {
          setAsking(false);
          // A new request is the newest: show the first page, where it is.
          setPage(1);
        }}
      />
    </Stack>
  );
}
