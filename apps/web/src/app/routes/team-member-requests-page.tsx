import { Paper } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import type { RoleOptionGroup } from "../../features/join-requests/components/approve-join-dialog";
import { JoinRequestsList } from "../../features/join-requests/components/join-requests-list";
import { useLocations } from "../../features/locations/api/location-index";

/** Join requests waiting for a manager; approving one picks roles from the business's locations. */
export function TeamMemberRequestsPage() {
  const { t } = useTranslation("requests");
  const locations = useLocations();
  const roleGroups = useMemo<RoleOptionGroup[]>(
    () =>
      (locations.data ?? [])
        .map((location) => ({
          group: location.name,
          items: location.areas.flatMap((area) =>
            area.area_role.map((role) => ({
              value: String(role.id),
              label: `${role.name} (${area.name}, ${location.name})`,
            })),
          ),
        }))
        .filter((group) => group.items.length > 0),
    [locations.data],
  );

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
