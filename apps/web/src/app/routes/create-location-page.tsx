import { Anchor } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useLocationDetail } from "../../features/locations/api/get-location";
import { LocationForm } from "../../features/locations/components/location-form";
import { parseId } from "./parse-id";

/** Create a location, or edit one with `?id=N`. */
export function CreateLocationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = parseId(params.get("id"));
  const existing = useLocationDetail(id);

  if (id === null) {
    return (
      <>
        <PageHeader title="Create Location" description="A restaurant site with its own time zone." />
        <LocationForm onSaved={() => navigate("/locations")} onCancel={() => navigate("/locations")} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Edit Location"
        description={
          <Anchor component={Link} to="/locations">
            Back to locations
          </Anchor>
        }
      />
      {existing.isPending ? (
        <LoadingState label="Loading location" />
      ) : existing.isError ? (
        <QueryError error={existing.error} onRetry={() => existing.refetch()} />
      ) : (
        <LocationForm
          key={existing.data.id}
          location={existing.data}
          onSaved={() => navigate("/locations")}
          onCancel={() => navigate("/locations")}
        />
      )}
    </>
  );
}
