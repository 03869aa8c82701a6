import { Button, Paper } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { KioskAction } from "../../features/kiosk/components/kiosk-action";
import { useLocations } from "../../features/locations/api/location-index";
import { LocationsTable } from "../../features/locations/components/locations-table";
import { useSession } from "../session";

export function LocationsPage() {
  const { t } = useTranslation("business");
  const { user } = useSession();
  const locations = useLocations();
  const createLink = (
    <Button component={Link} to="/create-location" leftSection={<IconPlus size={16} aria-hidden />}>
      {t("shared.createLocation")}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t("locationsPage.title")}
        description={t("locationsPage.description")}
        actions={locations.data?.length ? createLink : undefined}
      />
      {locations.isPending ? (
        <LoadingState label={t("shared.loadingLocations")} />
      ) : locations.isError ? (
        <QueryError error={locations.error} onRetry={() => locations.refetch()} />
      ) : locations.data.length === 0 ? (
        <EmptyState title={t("shared.noLocationFound")} action={createLink}>
          {t("locationsPage.emptyText")}
        </EmptyState>
      ) : (
        <Paper withBorder radius="md" p={{ base: 4, sm: "md" }}>
          <LocationsTable
            locations={locations.data}
            extraAction={user.role === "owner" ? (l) => <KioskAction location={l} /> : undefined}
          />
        </Paper>
      )}
    </>
  );
}
