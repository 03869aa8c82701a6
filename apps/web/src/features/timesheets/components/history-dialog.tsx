import { Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/empty-state";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { dateTimeIn } from "../../../lib/formats";
import { usePunchHistory } from "../api/timesheets";

/** Every change of a punch: who, when, before, after and why, newest first. */
export function HistoryDialog({
  punchId,
  timeZone,
  onClose,
}: {
  punchId: number;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("time");
  const history = usePunchHistory(punchId);
  const span = (s: { in_at: string; out_at: string | null } | null) =>
    s
      ? `${dateTimeIn(s.in_at, timeZone)} – ${s.out_at ? dateTimeIn(s.out_at, timeZone) : t("timesheets.open")}`
      : t("timesheets.none");
  return (
    <Modal opened onClose={onClose} title={t("timesheets.historyTitle")}>
      {history.isError ? (
        <QueryError
          error={history.error}
          onRetry={() => void history.refetch()}
          title={t("timesheets.historyFailed")}
        />
      ) : !history.data ? (
        <LoadingState label={t("timesheets.historyLoading")} />
      ) : history.data.length === 0 ? (
        <EmptyState title={t("timesheets.noChanges")} />
      ) : (
        <Stack component="ol" gap="md" style={{ paddingLeft: 0, listStyle: "none" }}>
          {history.data.map((edit) => (
            <li key={edit.id}>
              <Text fw={600} size="sm">
                {t("timesheets.changedBy", {
                  who: edit.actor ?? t("timesheets.someone"),
                  at: dateTimeIn(edit.at, timeZone),
                })}
              </Text>
              <Text size="sm">{t("timesheets.before", { span: span(edit.before) })}</Text>
              <Text size="sm">{t("timesheets.after", { span: span(edit.after) })}</Text>
              <Text size="sm" c="dimmed">
                {t("timesheets.reasonWas", { reason: edit.reason })}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
