import { DEFAULT_PAGE_SIZE } from "@brigade/contract/enums";
import { TIME_OFF_STATUSES, type TimeOffItem, type TimeOffStatus } from "@brigade/contract/time-off";
import { Paper, Select, Stack } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/empty-state";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { TablePager } from "../../../components/table-pager";
import { useTimeOffListing } from "../api/time-off-listing";
import type { TimeOffDecision } from "./time-off-actions";
import { type DecisionTarget, TimeOffDecisionDialog } from "./time-off-decision-dialog";
import { TimeOffRequestsList } from "./time-off-requests-list";

/** The business's time-off requests by status, Pending first; each pending one is approved or denied in a dialog. */
export function TimeOffTab({ ownEmployeeId }: { ownEmployeeId?: number | null }) {
  const { t } = useTranslation("requests");
  // The values sent to the API stay English; the labels are the language's.
  const statusOptions = TIME_OFF_STATUSES.map((value) => ({ value, label: t(`timeOffStatus.${value}`) }));
  const [status, setStatus] = useState<TimeOffStatus>("Pending");
  const [page, setPage] = useState(1);
  const [length, setLength] = useState(DEFAULT_PAGE_SIZE);
  const [target, setTarget] = useState<DecisionTarget | null>(null);
  const [opened, setOpened] = useState(false);
  const listing = useTimeOffListing({ status, page, length });
  const data = listing.data;

  // A page past the end (after a decision emptied it) moves to the last page there is.
  useEffect(() => {
    if (data && !listing.isPlaceholderData && page > Math.max(data.last_page, 1)) setPage(Math.max(data.last_page, 1));
  }, [data, listing.isPlaceholderData, page]);

  const decide = (request: TimeOffItem, decision: TimeOffDecision) => {
    setTarget({ request, decision });
    setOpened(true);
  };

  return (
    <Stack gap="md">
      <Select
        label={t("timeOff.status")}
        data={statusOptions}
        value={status}
        onChange={(value) => {
          if (!value) return;
          setStatus(value as TimeOffStatus);
          setPage(1);
        }}
        allowDeselect={false}
        w={{ base: "100%", xs: 220 }}
      />
      {listing.isPending ? (
        <LoadingState label={t("timeOff.loading")} />
      ) : listing.isError ? (
        <QueryError error={listing.error} onRetry={() => listing.refetch()} />
      ) : !data || data.total === 0 ? (
        <EmptyState title={t("timeOff.noRecord")}>{t(`timeOff.empty.${status}`)}</EmptyState>
      ) : (
        <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }}>
          <TimeOffRequestsList rows={data.data} ownEmployeeId={ownEmployeeId} onDecide={decide} />
          <TablePager
            page={page}
            pageSize={length}
            total={data.total}
            from={data.from}
            to={data.to}
            lastPage={data.last_page}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setLength(size);
              setPage(1);
            }}
          />
        </Paper>
      )}
      <TimeOffDecisionDialog target={target} opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}
