import { Button, Drawer, Group, Paper, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconClipboardText, IconUserPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { AvailabilityEditor } from "../../features/availability/components/availability-editor";
import { useTeamMember } from "../../features/employees/api/get-team-member";
import { TeamMemberRecord } from "../../features/employees/components/team-member-record";
import { EstimateEditor } from "../../features/estimates/components/estimate-editor";
import { WageEditor } from "../../features/wages/components/wage-editor";
import { useUrlParams } from "../../lib/use-url-params";
import { workRulesQueryOptions } from "../../lib/work-rules-query";
import { useSession } from "../session";
import { parseId } from "./parse-id";

/**
 * The team members listing; a member's weekly availability opens beside it (?availability=<id>), and from there their
 * good-faith estimate (?estimate=<id>, where the week view's flag leads too).
 */
export function TeamMemberRecordPage() {
  const { t } = useTranslation("business");
  const { t: te } = useTranslation("estimates");
  const { user } = useSession();
  const [params, setParams] = useUrlParams();
  const availabilityOf = parseId(params.get("availability"));
  const wageOf = parseId(params.get("wage"));
  const estimateOf = parseId(params.get("estimate"));
  const member = useTeamMember(availabilityOf ?? wageOf ?? estimateOf);
  // Money is the owner's, and the managers' when the owner allows it (the work rule).
  const rules = useQuery(workRulesQueryOptions());
  const seesMoney = user.role === "owner" || rules.data?.managers_see_wages === true;
  const phone = useMediaQuery("(max-width: 48em)");
  const show = (param: "availability" | "wage" | "estimate", id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete(param);
      else next.set(param, String(id));
      return next;
    });
  const showAvailability = (id: number | null) => show("availability", id);
  // From a member's availability to their estimate: one drawer in place of the other.
  const showEstimate = (id: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete("availability");
      next.set("estimate", String(id));
      return next;
    });
  const name = member.data?.user.name;

  return (
    <>
      <PageHeader
        title={t("teamMemberRecordPage.title")}
        actions={
          <Button component={Link} to="/create-team-member" leftSection={<IconUserPlus size={16} aria-hidden />}>
            {t("teamMemberRecordPage.create")}
          </Button>
        }
      />
      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        <TeamMemberRecord
          currentUserId={user.id}
          onShowAvailability={(m) => showAvailability(m.id)}
          onShowWage={seesMoney ? (m) => show("wage", m.id) : undefined}
        />
      </Paper>
      <Drawer
        opened={availabilityOf !== null}
        onClose={() => showAvailability(null)}
        position="right"
        size={phone ? "100%" : "xl"}
        title={name ? t("teamMemberRecordPage.availabilityOf", { name }) : t("shared.availability")}
        closeButtonProps={{ "aria-label": t("teamMemberRecordPage.closeAvailability") }}
        styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
      >
        {/* An unknown id (or another business's) gets the server's 404 in the editor's error state. */}
        {availabilityOf !== null && (
          <Stack gap="md">
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconClipboardText size={16} aria-hidden />}
                onClick={() => showEstimate(availabilityOf)}
              >
                {te("drawer.open")}
              </Button>
            </Group>
            <AvailabilityEditor employeeId={availabilityOf} name={name} guardParam="availability" />
          </Stack>
        )}
      </Drawer>
      <Drawer
        opened={wageOf !== null}
        onClose={() => show("wage", null)}
        position="right"
        size={phone ? "100%" : "lg"}
        title={name ? t("teamMemberRecordPage.wageOf", { name }) : t("teamMembersTable.wage")}
        closeButtonProps={{ "aria-label": t("teamMemberRecordPage.closeWage") }}
        styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
      >
        {wageOf !== null && member.isPending && <LoadingState />}
        {wageOf !== null && member.data && <WageEditor member={member.data} />}
        {wageOf !== null && member.isError && <QueryError error={member.error} onRetry={() => void member.refetch()} />}
      </Drawer>
      <Drawer
        opened={estimateOf !== null}
        onClose={() => show("estimate", null)}
        position="right"
        size={phone ? "100%" : "lg"}
        title={name ? te("drawer.titleOf", { name }) : te("drawer.title")}
        closeButtonProps={{ "aria-label": te("drawer.close") }}
        styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
      >
        {/* An unknown id (or another business's) gets the server's 404 in the editor's error state. */}
        {estimateOf !== null && <EstimateEditor key={estimateOf} employeeId={estimateOf} />}
      </Drawer>
    </>
  );
}
