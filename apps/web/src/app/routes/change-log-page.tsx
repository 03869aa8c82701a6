import { useTranslation } from "react-i18next";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useBusiness } from "../../features/business/api/get-business";
import { ChangeLog } from "../../features/compliance/components/change-log";
import type { EmployeeSearch } from "../../features/compliance/components/employee-choice";
import { fetchTeamMembers } from "../../features/employees/api/team-member-index";
import { useRulePacks } from "../../features/locations/api/get-rule-packs";
import { useLocations } from "../../features/locations/api/location-index";
import { useUrlParams } from "../../lib/use-url-params";
import { NoLocation } from "./no-location";

/** People offered by the employee filter: the business's team members by name, former ones too (changes outlive them). */
const searchEmployees: EmployeeSearch = async (search, signal) => {
  const list = await fetchTeamMembers({ page: 1, length: 20, search, employee_status: null }, signal);
  return list.data.map((e) => ({ value: String(e.id), label: e.user.name }));
};

/**
 * A location's schedule changes (issue 38, fair workweek): each change to a position on a posted shift with its
 * notice and predictability pay, filtered and exported for payroll or an inspector. Owners and managers.
 */
export function ChangeLogPage() {
  const { t } = useTranslation("changeLog");
  const locations = useLocations();
  const business = useBusiness();
  // The packs name each one's notice window ("Outside the 14-day window"); without them the words do without it.
  const packs = useRulePacks();
  const [params, setParams] = useUrlParams();
  const header = <PageHeader title={t("page.title")} description={t("page.intro")} />;

  const failed = locations.error ?? business.error;
  if (failed)
    return (
      <>
        {header}
        <QueryError
          error={failed}
          title={t("page.failed")}
          onRetry={() => void Promise.all([locations.refetch(), business.refetch()])}
        />
      </>
    );
  if (!locations.data || !business.data)
    return (
      <>
        {header}
        <LoadingState label={t("page.loading")} />
      </>
    );
  // The location in the URL (kept on reload, as on the sales page), else the first one.
  const location = locations.data.find((item) => String(item.id) === params.get("location_id")) ?? locations.data[0];
  if (!location)
    return (
      <>
        {header}
        <NoLocation>{t("page.noLocation")}</NoLocation>
      </>
    );
  const noticeDays = Object.fromEntries((packs.data ?? []).map((pack) => [pack.id, pack.notice_days]));
  const choose = (id: number) =>
    setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), location_id: String(id) }));

  return (
    <>
      {header}
      <ChangeLog
        locations={locations.data}
        location={location}
        onLocationChange={choose}
        currency={business.data.currency}
        noticeDays={noticeDays}
        searchEmployees={searchEmployees}
        rulesHref={`/create-location?id=${location.id}`}
      />
    </>
  );
}
