import { Anchor } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useTeamMember } from "../../features/employees/api/get-team-member";
import { type RoleOptionGroup, TeamMemberForm } from "../../features/employees/components/team-member-form";
import { useLocations } from "../../features/locations/api/location-index";
import { useWorkRules } from "../../features/work-rules/api/get-work-rules";
import { useSession } from "../session";
import { parseId } from "./parse-id";

/** Create a team member, or edit one with `?id=N`; the role choices come from the locations. */
export function CreateTeamMemberPage() {
  const { t } = useTranslation("business");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const id = parseId(params.get("id"));
  const locations = useLocations();
  const member = useTeamMember(id);
  // Only a hint beside the maximum field: the form does not wait for it.
  const workRules = useWorkRules();

  const roleGroups = useMemo<RoleOptionGroup[]>(
    () =>
      (locations.data ?? [])
        .map((location) => ({
          group: location.name,
          items: location.areas.flatMap((area) =>
            area.area_role.map((role) => ({
              value: String(role.id),
              label: `${role.name} (${area.name}, ${location.name})`,
            })),
          ),
        }))
        .filter((group) => group.items.length > 0),
    [locations.data],
  );

  const back = () => navigate("/team-member-record");
  const pending = locations.isPending || (id !== null && member.isPending);
  const error = locations.error ?? (id !== null ? member.error : null);

  return (
    <>
      <PageHeader
        title={id === null ? t("createTeamMemberPage.createTitle") : t("createTeamMemberPage.editTitle")}
        description={
          id === null ? (
            t("createTeamMemberPage.createDescription")
          ) : (
            <Anchor component={Link} to="/team-member-record">
              {t("createTeamMemberPage.back")}
            </Anchor>
          )
        }
      />
      {pending ? (
        <LoadingState label={t("createTeamMemberPage.loading")} />
      ) : error ? (
        <QueryError
          error={error}
          onRetry={() => {
            void locations.refetch();
            if (id !== null) void member.refetch();
          }}
        />
      ) : (
        <TeamMemberForm
          key={member.data?.id ?? "new"}
          member={id === null ? undefined : member.data}
          roleGroups={roleGroups}
          canChooseManager={user.role === "owner"}
          businessMaxWeekHours={workRules.data?.max_week_hours}
          onSaved={back}
          onCancel={back}
        />
      )}
    </>
  );
}
