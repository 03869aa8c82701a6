import type { salesImportsPayload } from "@brigade/contract/sales-import";
import { Button, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ActionTable } from "../../../components/action-table";
import { confirmAction } from "../../../components/confirm";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { currentLocale } from "../../../i18n";
import { dateTimeIn, formatApiDay } from "../../../lib/formats";
import { useSalesImports, useUndoImport } from "../api/sales-imports";

type SalesImport = z.infer<typeof salesImportsPayload>[number];
type Props = { locationId: number; timeZone: string };

/**
 * The location's latest imports, each undone with its own button after a confirmation. When an undone row goes, focus
 * moves to the row taking its place (ActionTable), or to the page's heading once none is left.
 */
export function ImportsTable({ locationId, timeZone }: Props) {
  const { t } = useTranslation("sales");
  const titleId = useId();
  const imports = useSalesImports(locationId);
  const undo = useUndoImport(locationId);
  const count = new Intl.NumberFormat(currentLocale());
  const days = (item: SalesImport) =>
    item.from_day && item.to_day
      ? item.from_day === item.to_day
        ? formatApiDay(item.from_day)
        : t("summary.dayRange", { from: formatApiDay(item.from_day), to: formatApiDay(item.to_day) })
      : t("summary.none");

  const askUndo = (item: SalesImport) =>
    confirmAction({
      title: t("imports.undoTitle"),
      message: t("imports.undoText", { count: item.holds }),
      confirmLabel: t("imports.undo"),
      // The app's mutations report the server's message, or its failure, themselves (lib/query-client.ts).
      onConfirm: () => undo.mutate(item.import_id),
    });

  const body = () => {
    if (imports.isError)
      return <QueryError error={imports.error} title={t("imports.failed")} onRetry={() => void imports.refetch()} />;
    if (!imports.data) return <LoadingState label={t("imports.loading")} />;
    if (imports.data.length === 0)
      return (
        <Text size="sm" c="dimmed">
          {t("imports.none")}
        </Text>
      );
    return (
      <ActionTable minWidth={640} aria-label={t("imports.label")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("imports.when")}</Table.Th>
            <Table.Th scope="col">{t("imports.shape")}</Table.Th>
            <Table.Th scope="col">{t("imports.days")}</Table.Th>
            <Table.Th scope="col">{t("imports.intervals")}</Table.Th>
            <Table.Th scope="col">{t("imports.holds")}</Table.Th>
            <Table.Th scope="col">{t("imports.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {imports.data.map((item) => {
            const when = dateTimeIn(item.created_at, timeZone);
            return (
              <Table.Tr key={item.import_id}>
                <Table.Td>{when}</Table.Td>
                <Table.Td>{t(`mapping.shapes.${item.shape}`)}</Table.Td>
                <Table.Td>{days(item)}</Table.Td>
                <Table.Td>{count.format(item.intervals)}</Table.Td>
                <Table.Td>{count.format(item.holds)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    leftSection={<IconArrowBackUp size={16} aria-hidden />}
                    aria-label={t("imports.undoOf", { when })}
                    // Not `loading`: a disabled button would drop the keyboard's focus.
                    aria-disabled={(undo.isPending && undo.variables === item.import_id) || undefined}
                    onClick={() => !undo.isPending && askUndo(item)}
                  >
                    {t("imports.undo")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ActionTable>
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t("imports.title")}
        </Title>
        {body()}
      </Stack>
    </Paper>
  );
}
