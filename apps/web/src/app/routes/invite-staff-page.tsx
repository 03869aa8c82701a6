import type { CreatedInvitesPayload } from "@brigade/contract/invites";
import { Anchor, Paper, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useInvites } from "../../features/invites/api/invite-index";
import { InviteForm } from "../../features/invites/components/invite-form";
import { InviteResults } from "../../features/invites/components/invite-results";
import { PendingInvites } from "../../features/invites/components/pending-invites";
import { JoinLinkPanel } from "../../features/join-requests/components/join-link-panel";
import { useSession } from "../session";
import { usePositionGroups } from "./position-groups";

/**
 * Invite Staff (issue 36): people invited by e-mail choose their own password and join active; the links are shown
 * to copy when the server sends no e-mail. Below, the invitations still waiting, and the join link for everyone else.
 */
export function InviteStaffPage() {
  const { t } = useTranslation("invites");
  const { user, business } = useSession();
  const owner = user.role === "owner";
  const { groups, locations } = usePositionGroups();
  const invites = useInvites();
  const [result, setResult] = useState<CreatedInvitesPayload | null>(null);

  return (
    <>
      <PageHeader
        title={t("page.title")}
        description={
          <>
            {t("page.description")}{" "}
            <Anchor component={Link} to="/create-team-member" underline="always">
              {t("page.createInstead")}
            </Anchor>
          </>
        }
      />
      <Stack gap="xl" maw={860}>
        {result ? (
          <InviteResults result={result} onMore={() => setResult(null)} />
        ) : locations.isPending || invites.isPending ? (
          <LoadingState label={t("page.loading")} />
        ) : locations.error ? (
          <QueryError error={locations.error} onRetry={() => void locations.refetch()} />
        ) : (
          <InviteForm
            positions={groups}
            canInviteManagers={owner}
            mailOn={invites.data?.mail_on ?? false}
            onSent={setResult}
          />
        )}
        <PendingInvites canWithdrawManagers={owner} />
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t("joinLink.title")}
            </Title>
            <JoinLinkPanel joinCode={business.join_code} />
          </Stack>
        </Paper>
      </Stack>
    </>
  );
}
