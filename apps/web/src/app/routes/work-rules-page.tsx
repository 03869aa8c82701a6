import { Alert, Paper } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useWorkRules } from "../../features/work-rules/api/get-work-rules";
import { WorkRulesForm } from "../../features/work-rules/components/work-rules-form";
import { WorkRulesSummary } from "../../features/work-rules/components/work-rules-summary";
import { useSession } from "../session";

/** The business's work rules: the owner edits them, managers read them (the server refuses their PUT too). */
export function WorkRulesPage() {
  const rules = useWorkRules();
  const { user } = useSession();
  const owner = user.role === "owner";

  return (
    <>
      <PageHeader
        title="Work rules"
        description="Limits that keep schedules fair and legal. Staff cannot pick up shifts that break them; when you assign by hand, they show as warnings."
      />
      {rules.isPending ? (
        <LoadingState label="Loading the work rules" />
      ) : rules.isError ? (
        <QueryError error={rules.error} onRetry={() => rules.refetch()} />
      ) : (
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} maw={960}>
          {owner ? (
            <WorkRulesForm rules={rules.data} />
          ) : (
            <>
              <Alert variant="light" color="gray" icon={<IconLock aria-hidden />} mb="md">
                Only the owner changes the work rules.
              </Alert>
              <WorkRulesSummary rules={rules.data} />
            </>
          )}
        </Paper>
      )}
    </>
  );
}
