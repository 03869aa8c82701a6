import { Card, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header";
import { AddAreaForm } from "../../features/locations/components/add-area-form";
import { AddRoleForm } from "../../features/locations/components/add-role-form";
import { AreasList } from "../../features/locations/components/areas-list";
import { StarterAreas } from "../../features/locations/components/starter-areas";
import { LocationsGate } from "./locations-gate";
import { parseId } from "./parse-id";

/** Add Work Area and Add Role both land here (`?location_id=N` picks the location). */
export function WorkAreasPage() {
  const { t } = useTranslation("business");
  const [params, setParams] = useSearchParams();
  const wanted = parseId(params.get("location_id"));

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setParams(next, { replace: true });
  };

  const header = <PageHeader title={t("workAreasPage.title")} description={t("workAreasPage.description")} />;
  return (
    <LocationsGate header={header} emptyText={t("workAreasPage.emptyText")}>
      {(all, first) => {
        const location = all.find((item) => item.id === wanted) ?? first;

        return (
          <>
            {header}
            <Stack gap="lg">
              <Select
                label={t("shared.location")}
                searchable
                data={all.map((item) => ({ value: String(item.id), label: item.name }))}
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
      }}
    </LocationsGate>
  );
}
