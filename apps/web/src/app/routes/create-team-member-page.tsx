import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useTeamMember } from "../../features/employees/api/get-team-member";
import { TeamMemberForm } from "../../features/employees/components/team-member-form";
import { useWorkRules } from "../../features/work-rules/api/get-work-rules";
import { useSession } from "../session";
import { parseId } from "./parse-id";
import { usePositionGroups } from "./position-groups";

/** Create a team member, or edit one with `?id=N`; the role choices come from the locations. */
export function CreateTeamMemberPage() {
  const { t } = useTranslation("business");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const id = parseId(params.get("id"));
  const member = useTeamMember(id);
  // Only a hint beside the maximum field: the form does not wait for it.
  const workRules = useWorkRules();

  // The positions to choose from, as the Invite Staff form offers them.
  const { groups: roleGroups, locations } = usePositionGroups();

  const back = () => navigate("/team-member-record");
  const pending = locations.isPending || (id !== null && member.isPending);
  const error = locations.error ?? (id !== null ? member.error : null);

  return (
    <>
      <PageHeader
        title={id === null ? t("createTeamMemberPage.createTitle") : t("createTeamMemberPage.editTitle")}
        description={
          id === null ? (
            <>
              {t("createTeamMemberPage.createDescription")}{" "}
              <Anchor component={Link} to="/invite-staff" underline="always">
                {t("createTeamMemberPage.inviteInstead")}
              </Anchor>
            </>
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
