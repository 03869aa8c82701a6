import { Button, Paper } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useLocations } from "../../features/locations/api/location-index";
import { LocationsTable } from "../../features/locations/components/locations-table";

export function LocationsPage() {
  const locations = useLocations();
  const createLink = (
    <Button component={Link} to="/create-location" leftSection={<IconPlus size={16} aria-hidden />}>
      Create Location
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Locations"
        description="Each location has its own time zone, work areas and roles."
        actions={locations.data?.length ? createLink : undefined}
      />
      {locations.isPending ? (
        <LoadingState label="Loading locations" />
      ) : locations.isError ? (
        <QueryError error={locations.error} onRetry={() => locations.refetch()} />
      ) : locations.data.length === 0 ? (
        <EmptyState title="No Location Found!" action={createLink}>
          Create your first location to add work areas, roles and shifts.
        </EmptyState>
      ) : (
        <Paper withBorder radius="md" p={{ base: 4, sm: "md" }}>
          <LocationsTable locations={locations.data} />
        </Paper>
      )}
    </>
  );
}
