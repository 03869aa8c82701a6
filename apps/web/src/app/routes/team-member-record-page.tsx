import { Button, Drawer, Paper } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconUserPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header";
import { AvailabilityEditor } from "../../features/availability/components/availability-editor";
import { useTeamMember } from "../../features/employees/api/get-team-member";
import { TeamMemberRecord } from "../../features/employees/components/team-member-record";
import { useSession } from "../session";
import { parseId } from "./parse-id";

/** The team members listing; a member's weekly availability opens beside it (?availability=<id>). */
export function TeamMemberRecordPage() {
  const { t } = useTranslation("business");
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const availabilityOf = parseId(params.get("availability"));
  const member = useTeamMember(availabilityOf);
  const phone = useMediaQuery("(max-width: 48em)");
  const showAvailability = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete("availability");
      else next.set("availability", String(id));
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
        <TeamMemberRecord currentUserId={user.id} onShowAvailability={(m) => showAvailability(m.id)} />
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
          <AvailabilityEditor employeeId={availabilityOf} name={name} guardParam="availability" />
        )}
      </Drawer>
    </>
  );
}
