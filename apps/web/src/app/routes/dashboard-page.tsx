import type { LocationItem } from "@brigade/contract/locations";
import { Select, SimpleGrid, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { WhenSeen } from "../../components/when-seen";
import { useStatsCounts } from "../../features/dashboard/api/stats-counts";
import { RequestPanels, ShiftPanels } from "../../features/dashboard/components/location-panels";
import { ShortcutCards } from "../../features/dashboard/components/shortcut-cards";
import { StatCards } from "../../features/dashboard/components/stat-cards";
import { DecisionButtons } from "../../features/decisions/components/decision-actions";
import { SetupPath } from "../../features/guides/components/setup-path";
import { useLocations } from "../../features/locations/api/location-index";
import { TimeOffToDecide } from "../../features/time-off-decisions/components/time-off-to-decide";
import { WhosInPanel } from "../../features/timesheets/components/whos-in-panel";
import { useUrlParams } from "../../lib/use-url-params";
import { useSession } from "../session";
import { AutoFillAction } from "./auto-fill-action";
import { DashboardTabs } from "./dashboard-tabs";
import { NoLocation } from "./no-location";
import { WeekLabourCost } from "./week-labour-cost";

/** The owner's and managers' overview of one location (spec: Manager dashboard). */
export function DashboardPage() {
  const { t } = useTranslation("business");
  const locations = useLocations();
  const { user } = useSession();
  const [params, setParams] = useUrlParams();

  if (locations.isPending) return <Frame body={<LoadingState label={t("shared.loadingLocations")} />} />;
  if (locations.isError)
    return <Frame body={<QueryError error={locations.error} onRetry={() => locations.refetch()} />} />;
  const [first] = locations.data;
  const owner = user.role === "owner";
  if (!first)
    return (
      <Frame
        body={
          <Stack gap="lg">
            {owner && <SetupPath />}
            <NoLocation title={t("shared.noLocationFound")}>{t("dashboardPage.noLocationText")}</NoLocation>
          </Stack>
        }
      />
    );

  // The location in the URL (kept on reload), else the first one.
  const chosen = locations.data.find((item) => String(item.id) === params.get("location_id")) ?? first;
  const choose = (value: string | null) =>
    value && setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), location_id: value }));

  return (
    <Frame
      actions={<AutoFillAction locationId={chosen.id} />}
      body={
        <Stack gap="lg">
          {owner && <SetupPath />}
          {/* Side by side on a wide screen; on a phone the count sits under the location. */}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={860} style={{ alignItems: "end" }}>
            <Select
              label={t("shared.location")}
              searchable
              data={locations.data.map((item) => ({ value: String(item.id), label: item.name }))}
              value={String(chosen.id)}
              onChange={choose}
              allowDeselect={false}
            />
            {/* Time off is asked for the business, not a location: the count is the business's. */}
            <TimeOffToDecide to="/business-owner-shift-listing#TimeOff" />
          </SimpleGrid>
          <ShortcutCards />
          <LocationStats location={chosen} />
          {/* What waits for a decision first; the calendar, which has its own page, last. */}
          <RequestPanels location={chosen} renderDecision={(booking) => <DecisionButtons booking={booking} />} />
          <WhosInPanel locationId={chosen.id} timeZone={chosen.time_zone.value} />
          <WeekLabourCost
            locationId={chosen.id}
            monday=""
            owner={user.role === "owner"}
            timeZone={chosen.time_zone.value}
            percent="dashboard"
          />
          {/* The tabs (the calendar has its own page): made, and the month read, once scrolled to; at once when the
              link names a tab, which is what the visitor came for. */}
          {params.has("tab") || params.has("calendar_view") ? (
            <DashboardTabs locationId={String(chosen.id)} />
          ) : (
            <WhenSeen minHeight={400} placeholder={<section aria-label={t("dashboardTabs.label")} />}>
              <DashboardTabs locationId={String(chosen.id)} />
            </WhenSeen>
          )}
          <ShiftPanels location={chosen} isOwner={user.role === "owner"} />
        </Stack>
      }
    />
  );
}

function Frame({ body, actions }: { body: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation("business");
  return (
    <>
      <PageHeader title={t("dashboardPage.title")} actions={actions} />
      {body}
    </>
  );
}

function LocationStats({ location }: { location: LocationItem }) {
  const { t } = useTranslation("business");
  const stats = useStatsCounts(location.id);
  return (
    <section aria-labelledby="dashboard-stats">
      <Title order={2} size="h4" mb="sm" id="dashboard-stats">
        {t("dashboardPage.statisticsOf", { location: location.name })}
      </Title>
      {stats.isPending ? (
        <LoadingState label={t("dashboardPage.loadingStatistics")} />
      ) : stats.isError ? (
        <QueryError error={stats.error} onRetry={() => stats.refetch()} title={t("dashboardPage.statisticsFailed")} />
      ) : (
        <StatCards stats={stats.data} />
      )}
    </section>
  );
}
