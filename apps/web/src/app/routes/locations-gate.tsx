import type { LocationItem } from "@brigade/contract/locations";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { LoadingState } from "../../components/loading-state";
import { QueryError } from "../../components/query-error";
import { useLocations } from "../../features/locations/api/location-index";

type Props = {
  header: ReactNode;
  /** What the empty state says when the business has no location yet. */
  emptyText: string;
  /** The page once the locations are there: at least one. */
  children: (locations: LocationItem[], first: LocationItem) => ReactNode;
};

/**
 * A page about one location at a time: its header, then the locations loading, failing, or missing (with the way to
 * create one), else the page itself.
 */
export function LocationsGate({ header, emptyText, children }: Props) {
  const { t } = useTranslation("business");
  const locations = useLocations();
  const first = locations.data?.[0];
  if (locations.isSuccess && first) return children(locations.data, first);
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
          {emptyText}
        </EmptyState>
      )}
    </>
  );
}
