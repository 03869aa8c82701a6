import { Paper } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { JoinRequestsList } from "../../features/join-requests/components/join-requests-list";
import { usePositionGroups } from "./position-groups";

/** Join requests waiting for a manager; approving one picks roles from the business's locations. */
export function TeamMemberRequestsPage() {
  const { t } = useTranslation("requests");
  const { groups: roleGroups, locations } = usePositionGroups();

  return (
    <>
      <PageHeader title={t("joinRequests.title")} description={t("joinRequests.description")} />
      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        {locations.isPending ? (
          <LoadingState label={t("joinRequests.loadingPage")} />
        ) : locations.isError ? (
          <QueryError error={locations.error} onRetry={() => locations.refetch()} />
        ) : (
          <JoinRequestsList roleGroups={roleGroups} />
        )}
      </Paper>
    </>
  );
}
