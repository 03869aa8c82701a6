import type { LocationItem } from "@brigade/contract/locations";
import { Box, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { LoadingState } from "../../components/loading-state";
import { LocationSelect } from "../../components/location-select";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useLabourModel, useOpeningHours } from "../../features/locations/api/demand";
import { LabourModelForm } from "../../features/locations/components/labour-model-form";
import { OpeningHoursForm } from "../../features/locations/components/opening-hours-form";
import { LocationsGate } from "./locations-gate";
import { parseId } from "./parse-id";

/** A location's demand settings: its opening hours and its labour model (`?location_id=N` picks the location). */
export function LocationDemandPage() {
  const { t } = useTranslation("business");
  const [params, setParams] = useSearchParams();
  const wanted = parseId(params.get("location_id"));

  const header = <PageHeader title={t("demandPage.title")} description={t("demandPage.description")} />;
  return (
    <LocationsGate header={header} emptyText={t("demandPage.emptyText")}>
      {(all, first) => {
        const location = all.find((item) => item.id === wanted) ?? first;

        return (
          <>
            {header}
            <Stack gap="lg">
              <LocationSelect
                locations={all}
                value={location.id}
                onChange={(id) => {
                  if (id === null) return;
                  const next = new URLSearchParams(params);
                  next.set("location_id", String(id));
                  setParams(next, { replace: true });
                }}
                searchable
                maw={420}
              />
              <OpeningHoursSection key={`hours-${location.id}`} location={location} />
              <LabourModelSection key={`model-${location.id}`} location={location} />
            </Stack>
          </>
        );
      }}
    </LocationsGate>
  );
}

function OpeningHoursSection({ location }: { location: LocationItem }) {
  const { t } = useTranslation("business");
  const hours = useOpeningHours(location.id);
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      maw={640}
      aria-labelledby="opening-hours"
    >
      <Title order={2} size="h4" id="opening-hours">
        {t("openingHours.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("openingHours.description", { location: location.name })}
      </Text>
      {hours.isPending ? (
        <LoadingState label={t("openingHours.loading")} />
      ) : hours.isError ? (
        <QueryError error={hours.error} onRetry={() => hours.refetch()} />
      ) : (
        <OpeningHoursForm locationId={location.id} days={hours.data.days} />
      )}
    </Paper>
  );
}

function LabourModelSection({ location }: { location: LocationItem }) {
  const { t } = useTranslation("business");
  const model = useLabourModel(location.id);
  const hasRoles = location.areas.some((area) => area.area_role.length > 0);
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      maw={960}
      aria-labelledby="labour-model"
    >
      <Title order={2} size="h4" id="labour-model">
        {t("labourModel.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("labourModel.description")}
      </Text>
      {!hasRoles && (
        <Box mb="md">
          <EmptyState
            title={t("labourModel.emptyTitle")}
            action={
              <Button component={Link} to={`/workarea/create?location_id=${location.id}`}>
                {t("labourModel.emptyAction")}
              </Button>
            }
          >
            {t("labourModel.emptyText", { location: location.name })}
          </EmptyState>
        </Box>
      )}
      {/* Without roles, the form still holds the location's labour target. */}
      {model.isPending ? (
        <LoadingState label={t("labourModel.loading")} />
      ) : model.isError ? (
        <QueryError error={model.error} onRetry={() => model.refetch()} />
      ) : (
        <LabourModelForm location={location} rules={model.data.rules} target={model.data.labour_target_percent} />
      )}
    </Paper>
  );
}
