import { Box, Button, Group, LoadingOverlay, Pagination, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/empty-state";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { useMyTimeOff } from "../api/my-time-off";
import { RequestTimeOffDialog } from "./request-time-off-dialog";
import { TimeOffList } from "./time-off-list";

/** The member's time off: ask for some, and follow their requests (newest first) until decided. */
export function MyTimeOff() {
  const { t } = useTranslation("member");
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const query = useMyTimeOff(page);
  const result = query.data;
  const now = new Date();

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text c="dimmed" size="sm">
          {t("timeOff.intro")}
        </Text>
        <Button
          size="md"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setAsking(true)}
          style={{ flexShrink: 0 }}
        >
          {t("timeOff.request")}
        </Button>
      </Group>
      {query.isError && !result ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} title={t("timeOff.failed")} />
      ) : !result ? (
        <LoadingState label={t("timeOff.loading")} />
      ) : result.total === 0 ? (
        <EmptyState title={t("timeOff.emptyTitle")}>{t("timeOff.emptyText")}</EmptyState>
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
                  "aria-label":
                    control === "previous"
                      ? t("timeOff.previousPage")
                      : control === "next"
                        ? t("timeOff.nextPage")
                        : control,
                })}
                getItemProps={(item) => ({ "aria-label": t("timeOff.page", { page: item }) })}
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
