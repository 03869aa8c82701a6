import { Paper } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useLocations } from "../../features/locations/api/location-index";
import { useShiftNames } from "../../features/shift-names/api/shift-name-index";
import { ShiftForm } from "../../features/shifts/components/shift-form";
import { NoLocation } from "./no-location";

export function CreateShiftPage() {
  const { t } = useTranslation("schedule");
  const locations = useLocations();
  const names = useShiftNames();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t("createShift.title")} description={t("createShift.description")} />
      {locations.isPending || names.isPending ? (
        <LoadingState label={t("createShift.loading")} />
      ) : locations.isError ? (
        <QueryError error={locations.error} onRetry={() => locations.refetch()} />
      ) : names.isError ? (
        <QueryError error={names.error} onRetry={() => names.refetch()} />
      ) : locations.data.length === 0 ? (
        <NoLocation>{t("createShift.needLocation")}</NoLocation>
      ) : (
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} maw={960}>
          <ShiftForm locations={locations.data} shiftNames={names.data} onCreated={() => navigate("/calendar")} />
        </Paper>
      )}
    </>
  );
}
