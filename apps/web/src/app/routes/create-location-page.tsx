import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useLocationDetail } from "../../features/locations/api/get-location";
import { LocationForm } from "../../features/locations/components/location-form";
import { parseId } from "./parse-id";

/** Create a location, or edit one with `?id=N`. */
export function CreateLocationPage() {
  const { t } = useTranslation("business");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = parseId(params.get("id"));
  const existing = useLocationDetail(id);

  if (id === null) {
    return (
      <>
        <PageHeader title={t("shared.createLocation")} description={t("createLocationPage.description")} />
        <LocationForm onSaved={() => navigate("/locations")} onCancel={() => navigate("/locations")} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t("createLocationPage.editTitle")}
        description={
          <Anchor component={Link} to="/locations">
            {t("createLocationPage.back")}
          </Anchor>
        }
      />
      {existing.isPending ? (
        <LoadingState label={t("createLocationPage.loading")} />
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
