import { Paper, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/empty-state";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useShiftNames } from "../../features/shift-names/api/shift-name-index";
import { AddShiftNameForm } from "../../features/shift-names/components/add-shift-name-form";
import { ShiftNamesTable } from "../../features/shift-names/components/shift-names-table";

export function ShiftNamesPage() {
  const { t } = useTranslation("business");
  const names = useShiftNames();
  return (
    <>
      <PageHeader title={t("shiftNamesPage.title")} description={t("shiftNamesPage.description")} />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
          <AddShiftNameForm />
        </Paper>
        <section>
          <Title order={2} size="h3" mb="sm">
            {t("shiftNamesPage.all")}
          </Title>
          {names.isPending ? (
            <LoadingState label={t("shiftNamesPage.loading")} />
          ) : names.isError ? (
            <QueryError error={names.error} onRetry={() => names.refetch()} />
          ) : names.data.length === 0 ? (
            <EmptyState title={t("shared.noRecordFound")}>{t("shiftNamesPage.emptyText")}</EmptyState>
          ) : (
            <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }} maw={680}>
              <ShiftNamesTable names={names.data} />
            </Paper>
          )}
        </section>
      </Stack>
    </>
  );
}
