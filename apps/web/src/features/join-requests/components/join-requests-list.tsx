import type { EmployeeItem } from "@brigade/contract/employees";
import { DEFAULT_PAGE_SIZE } from "@brigade/contract/enums";
import { Box, LoadingOverlay } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/empty-state";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { TablePager } from "../../../components/table-pager";
import { useJoinRequests } from "../api/join-request-index";
import { ApproveJoinDialog, type RoleOptionGroup } from "./approve-join-dialog";
import { JoinRequestsTable } from "./join-requests-table";

type Props = { roleGroups: RoleOptionGroup[] };

/** The waiting join requests, paged, with Approve (in a dialog) and Reject. */
export function JoinRequestsList({ roleGroups }: Props) {
  const { t } = useTranslation("requests");
  const [page, setPage] = useState(1);
  const [length, setLength] = useState(DEFAULT_PAGE_SIZE);
  const [approving, setApproving] = useState<EmployeeItem | null>(null);
  const query = useJoinRequests({ page, length });
  const result = query.data;

  // Deciding the last request on a page empties it: fall back to the last page that has some.
  useEffect(() => {
    if (result && result.data.length === 0 && result.total > 0 && page > result.last_page) setPage(result.last_page);
  }, [result, page]);

  return (
    <>
      {query.isPending ? (
        <LoadingState label={t("joinRequests.loading")} />
      ) : query.isError && !result ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} />
      ) : result && result.total === 0 ? (
        <EmptyState title={t("joinRequests.emptyTitle")}>{t("joinRequests.empty")}</EmptyState>
      ) : result ? (
        <Box pos="relative">
          <LoadingOverlay visible={query.isFetching && query.isPlaceholderData} zIndex={5} />
          <JoinRequestsTable requests={result.data} onApprove={setApproving} />
          <TablePager
            page={result.current_page}
            pageSize={length}
            total={result.total}
            from={result.from}
            to={result.to}
            lastPage={result.last_page}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setLength(size);
              setPage(1);
            }}
          />
        </Box>
      ) : null}
      <ApproveJoinDialog request={approving} roleGroups={roleGroups} onClose={() => setApproving(null)} />
    </>
  );
}
