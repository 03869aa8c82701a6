import { Paper, Stack, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { meQueryKey } from "../../features/auth/api/me";
import { useBusiness } from "../../features/business/api/get-business";
import { BusinessNameForm } from "../../features/business/components/business-name-form";
import { LogoPanel } from "../../features/business/components/logo-panel";
import { NewJoinCodeButton } from "../../features/business/components/new-join-code-button";
import { JoinLinkPanel } from "../../features/join-requests/components/join-link-panel";
import { useSession } from "../session";

export function BusinessProfilePage() {
  const business = useBusiness();
  const { user } = useSession();
  const queryClient = useQueryClient();
  // The header shows the name and logo from the session: refresh it after a change.
  const onChanged = () => void queryClient.invalidateQueries({ queryKey: meQueryKey });

  return (
    <>
      <PageHeader
        title="Business Profile"
        description="The name and logo shown in the header, and how new staff join."
      />
      {business.isPending ? (
        <LoadingState label="Loading business profile" />
      ) : business.isError ? (
        <QueryError error={business.error} onRetry={() => business.refetch()} />
      ) : (
        <Stack gap="lg" maw={760}>
          <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section">
            <Title order={2} size="h4" mb="sm">
              Name
            </Title>
            <BusinessNameForm key={business.data.name} business={business.data} onChanged={onChanged} />
          </Paper>
          <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section">
            <Title order={2} size="h4" mb="sm">
              Logo
            </Title>
            <LogoPanel business={business.data} onChanged={onChanged} />
          </Paper>
          <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section">
            <Title order={2} size="h4" mb="sm">
              Joining your team
            </Title>
            <JoinLinkPanel
              joinCode={business.data.join_code}
              actions={user.role === "owner" && <NewJoinCodeButton onChanged={onChanged} />}
            />
          </Paper>
        </Stack>
      )}
    </>
  );
}
