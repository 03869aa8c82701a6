import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadingState } from "../../components/loading-state";
import { LocationSelect } from "../../components/location-select";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useLocations } from "../../features/locations/api/location-index";
import { HistoryPanel } from "../../features/sales/components/history-panel";
import { ImportPanel } from "../../features/sales/components/import-panel";
import { ImportsTable } from "../../features/sales/components/imports-table";
import { useUrlParams } from "../../lib/use-url-params";
import { NoLocation } from "./no-location";

/** One location's sales history (issue 37): a till's CSV export imported, the history as charts, the imports. */
export function SalesPage() {
  const { t } = useTranslation("sales");
  const locations = useLocations();
  const [params, setParams] = useUrlParams();
  const header = <PageHeader title={t("page.title")} description={t("page.intro")} />;

  if (locations.isPending)
    return (
      <>
        {header}
        <LoadingState label={t("page.loading")} />
      </>
    );
  if (locations.isError)
    return (
      <>
        {header}
        <QueryError error={locations.error} onRetry={() => void locations.refetch()} />
      </>
    );
  // The location in the URL (kept on reload, as on the dashboard), else the first one.
  const location = locations.data.find((item) => String(item.id) === params.get("location_id")) ?? locations.data[0];
  if (!location)
    return (
      <>
        {header}
        <NoLocation>{t("page.noLocation")}</NoLocation>
      </>
    );
  const choose = (id: number | null) =>
    id !== null &&
    setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), location_id: String(id) }));

  return (
    <>
      {header}
      <Stack gap="lg" maw={1200}>
        <LocationSelect
          locations={locations.data}
          value={location.id}
          onChange={choose}
          searchable
          w={{ base: "100%", xs: 320 }}
        />
        {/* Each location's own state: another location starts from its own period and an empty file field. */}
        <ImportPanel key={`import-${location.id}`} locationId={location.id} />
        <HistoryPanel key={`history-${location.id}`} locationId={location.id} timeZone={location.time_zone.value} />
        <ImportsTable locationId={location.id} timeZone={location.time_zone.value} />
      </Stack>
    </>
  );
}
