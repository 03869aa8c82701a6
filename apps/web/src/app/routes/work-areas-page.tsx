import { Button, Card, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useLocations } from "../../features/locations/api/location-index";
import { AddAreaForm } from "../../features/locations/components/add-area-form";
import { AddRoleForm } from "../../features/locations/components/add-role-form";
import { AreasList } from "../../features/locations/components/areas-list";
import { parseId } from "./parse-id";

/** Add Work Area and Add Role both land here (`?location_id=N` picks the location). */
export function WorkAreasPage() {
  const [params, setParams] = useSearchParams();
  const locations = useLocations();
  const wanted = parseId(params.get("location_id"));

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setParams(next, { replace: true });
  };

  const header = (
    <PageHeader title="Work Areas & Roles" description="Work areas of a location and the roles in each." />
  );
  if (locations.isPending || locations.isError || locations.data.length === 0) {
    return (
      <>
        {header}
        {locations.isPending ? (
          <LoadingState label="Loading locations" />
        ) : locations.isError ? (
          <QueryError error={locations.error} onRetry={() => locations.refetch()} />
        ) : (
          <EmptyState
            title="No Location Found!"
            action={
              <Button component={Link} to="/create-location" leftSection={<IconPlus size={16} aria-hidden />}>
                Create Location
              </Button>
            }
          >
            Work areas belong to a location: create one first.
          </EmptyState>
        )}
      </>
    );
  }

  const location = locations.data.find((item) => item.id === wanted) ?? locations.data[0];
  if (!location) return header;

  return (
    <>
      {header}
      <Stack gap="lg">
        <Select
          label="Location"
          searchable
          data={locations.data.map((item) => ({ value: String(item.id), label: item.name }))}
          value={String(location.id)}
          onChange={(value) => value && update({ location_id: value })}
          allowDeselect={false}
          maw={420}
        />
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} maw={640}>
          <Title order={2} size="h4" mb="sm">
            Add Role
          </Title>
          {location.areas.length === 0 ? (
            <Text c="dimmed">Roles belong to a work area: add the first work area of {location.name} below.</Text>
          ) : (
            <AddRoleForm key={location.id} areas={location.areas} />
          )}
        </Paper>
        <section>
          <Title order={2} size="h3" mb="sm">
            Work areas of {location.name}
          </Title>
          <AreasList
            areas={location.areas}
            after={
              <Card withBorder radius="md" padding="md" bg="gray.0">
                <Title order={3} size="h4" mb="xs">
                  Add Work Area
                </Title>
                <AddAreaForm key={location.id} locationId={location.id} locationName={location.name} />
              </Card>
            }
          />
        </section>
      </Stack>
    </>
  );
}
