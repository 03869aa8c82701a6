import { Paper, Stack, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("business");
  const business = useBusiness();
  const { user } = useSession();
  const queryClient = useQueryClient();
  // The header shows the name and logo from the session: refresh it after a change.
  const onChanged = () => void queryClient.invalidateQueries({ queryKey: meQueryKey });

  return (
    <>
      <PageHeader title={t("businessProfilePage.title")} description={t("businessProfilePage.description")} />
      {business.isPending ? (
        <LoadingState label={t("businessProfilePage.loading")} />
      ) : business.isError ? (
        <QueryError error={business.error} onRetry={() => business.refetch()} />
      ) : (
        <Stack gap="lg" maw={760}>
          <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section">
            <Title order={2} size="h4" mb="sm">
              {t("shared.name")}
            </Title>
            <BusinessNameForm key={business.data.name} business={business.data} onChanged={onChanged} />
          </Paper>
          <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section">
            <Title order={2} size="h4" mb="sm">
              {t("businessProfilePage.logo")}
            </Title>
            <LogoPanel business={business.data} onChanged={onChanged} />
          </Paper>
          <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section">
            <Title order={2} size="h4" mb="sm">
              {t("businessProfilePage.joining")}
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
