import { Button, Paper } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { TeamMemberRecord } from "../../features/employees/components/team-member-record";
import { useSession } from "../session";

export function TeamMemberRecordPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeader
        title="Team Members"
        actions={
          <Button component={Link} to="/create-team-member" leftSection={<IconUserPlus size={16} aria-hidden />}>
            Create Team Member
          </Button>
        }
      />
      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        <TeamMemberRecord currentUserId={user.id} />
      </Paper>
    </>
  );
}
