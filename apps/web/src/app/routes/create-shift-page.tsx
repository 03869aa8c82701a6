import { Paper } from "@mantine/core";
import { useNavigate } from "react-router";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useLocations } from "../../features/locations/api/location-index";
import { useShiftNames } from "../../features/shift-names/api/shift-name-index";
import { ShiftForm } from "../../features/shifts/components/shift-form";
import { NoLocation } from "./no-location";

export function CreateShiftPage() {
  const locations = useLocations();
  const names = useShiftNames();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Create Shift" description="Times are entered in the time zone of the shift's location." />
      {locations.isPending || names.isPending ? (
        <LoadingState label="Loading the form" />
      ) : locations.isError ? (
        <QueryError error={locations.error} onRetry={() => locations.refetch()} />
      ) : names.isError ? (
        <QueryError error={names.error} onRetry={() => names.refetch()} />
      ) : locations.data.length === 0 ? (
        <NoLocation>Create a location with its work areas and roles first.</NoLocation>
      ) : (
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} maw={960}>
          <ShiftForm locations={locations.data} shiftNames={names.data} onCreated={() => navigate("/calendar")} />
        </Paper>
      )}
    </>
  );
}
