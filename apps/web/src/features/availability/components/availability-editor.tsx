import { useTranslation } from "react-i18next";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { useAvailability } from "../api/get-availability";
import { AvailabilityForm } from "./availability-form";

type Props = {
  /** Another employee's pattern (owners and managers); without it, the caller's own. */
  employeeId?: number;
  /** That employee's name, for the texts that speak about them. */
  name?: string;
  /** The address parameter that shows the editor (a tab, a drawer): leaving it asks while changes are unsaved. */
  guardParam?: string;
};

/** Loads a weekly availability pattern and edits it: the member's own, or a given employee's. */
export function AvailabilityEditor({ employeeId, name, guardParam }: Props) {
  const { t } = useTranslation("member");
  const id = employeeId ?? null;
  const query = useAvailability(id);
  if (query.isError)
    return <QueryError error={query.error} onRetry={() => query.refetch()} title={t("availability.failed")} />;
  if (!query.data) return <LoadingState label={t("availability.loading")} />;
  // Keyed by employee, so another person's pattern starts a fresh form.
  return (
    <AvailabilityForm key={id ?? "me"} employeeId={id} saved={query.data.rules} name={name} guardParam={guardParam} />
  );
}
