import { Button, Card, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useLocations } from "../../features/locations/api/location-index";
import { AddAreaForm } from "../../features/locations/components/add-area-form";
import { AddRoleForm } from "../../features/locations/components/add-role-form";
import { AreasList } from "../../features/locations/components/areas-list";
import { StarterAreas } from "../../features/locations/components/starter-areas";
import { parseId } from "./parse-id";

/** Add Work Area and Add Role both land here (`?location_id=N` picks the location). */
export function WorkAreasPage() {
  const { t } = useTranslation("business");
  const [params, setParams] = useSearchParams();
  const locations = useLocations();
  const wanted = parseId(params.get("location_id"));

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setParams(next, { replace: true });
  };

  const header = <PageHeader title={t("workAreasPage.title")} description={t("workAreasPage.description")} />;
  if (locations.isPending || locations.isError || locations.data.length === 0) {
    return (
      <>
        {header}
        {locations.isPending ? (
          <LoadingState label={t("shared.loadingLocations")} />
        ) : locations.isError ? (
          <QueryError error={locations.error} onRetry={() => locations.refetch()} />
        ) : (
          <EmptyState
            title={t("shared.noLocationFound")}
            action={
              <Button component={Link} to="/create-location" leftSection={<IconPlus size={16} aria-hidden />}>
                {t("shared.createLocation")}
              </Button>
            }
          >
            {t("workAreasPage.emptyText")}
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
          label={t("shared.location")}
          searchable
          data={locations.data.map((item) => ({ value: String(item.id), label: item.name }))}
          value={String(location.id)}
          onChange={(value) => value && update({ location_id: value })}
          allowDeselect={false}
          maw={420}
        />
        {location.areas.length === 0 && <StarterAreas key={location.id} location={location} />}
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} maw={640}>
          <Title order={2} size="h4" mb="sm">
            {t("workAreasPage.addRole")}
          </Title>
          {location.areas.length === 0 ? (
            <Text c="dimmed">{t("workAreasPage.noAreas", { location: location.name })}</Text>
          ) : (
            <AddRoleForm key={location.id} areas={location.areas} />
          )}
        </Paper>
        <section>
          <Title order={2} size="h3" mb="sm">
            {t("workAreasPage.areasOf", { location: location.name })}
          </Title>
          <AreasList
            areas={location.areas}
            after={
              <Card withBorder radius="md" padding="md" bg="gray.0">
                <Title order={3} size="h4" mb="xs">
                  {t("workAreasPage.addArea")}
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
