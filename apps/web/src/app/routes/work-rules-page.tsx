import { Alert, Paper } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useWorkRules } from "../../features/work-rules/api/get-work-rules";
import { WorkRulesForm } from "../../features/work-rules/components/work-rules-form";
import { WorkRulesSummary } from "../../features/work-rules/components/work-rules-summary";
import { useSession } from "../session";

/** The business's work rules: the owner edits them, managers read them (the server refuses their PUT too). */
export function WorkRulesPage() {
  const { t } = useTranslation("business");
  const rules = useWorkRules();
  const { user } = useSession();
  const owner = user.role === "owner";

  return (
    <>
      <PageHeader title={t("workRulesPage.title")} description={t("workRulesPage.description")} />
      {rules.isPending ? (
        <LoadingState label={t("workRulesPage.loading")} />
      ) : rules.isError ? (
        <QueryError error={rules.error} onRetry={() => rules.refetch()} />
      ) : (
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} maw={960}>
          {owner ? (
            <WorkRulesForm rules={rules.data} />
          ) : (
            <>
              <Alert variant="light" color="gray" icon={<IconLock aria-hidden />} mb="md">
                {t("workRulesPage.ownerOnly")}
              </Alert>
              <WorkRulesSummary rules={rules.data} />
            </>
          )}
        </Paper>
      )}
    </>
  );
}
