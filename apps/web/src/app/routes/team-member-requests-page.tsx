import { Paper } from "@mantine/core";
import { useMemo } from "react";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import type { RoleOptionGroup } from "../../features/join-requests/components/approve-join-dialog";
import { JoinRequestsList } from "../../features/join-requests/components/join-requests-list";
import { useLocations } from "../../features/locations/api/location-index";

/** Join requests waiting for a manager; approving one picks roles from the business's locations. */
export function TeamMemberRequestsPage() {
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
      <PageHeader
        title="Join Requests"
        description="People who asked to join with your join code. Approve them with their roles, or reject."
      />
      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        {locations.isPending ? (
          <LoadingState label="Loading" />
        ) : locations.isError ? (
          <QueryError error={locations.error} onRetry={() => locations.refetch()} />
        ) : (
          <JoinRequestsList roleGroups={roleGroups} />
        )}
      </Paper>
    </>
  );
}
