import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";

type Props = {
  count: number;
  /** Leave requests: Accept reads Approve. */
  leave: boolean;
  busy: boolean;
  onDecide: (status: "Accepted" | "Rejected") => void;
};

/** Accept (or approve) and reject the selected requests; rejecting many asks first, as rejecting one does. */
export function BulkToolbar({ count, leave, busy, onDecide }: Props) {
  const { t } = useTranslation("requests");
  const none = count === 0;
  const reject = () =>
    confirmAction({
      title: t("bulk.rejectTitle", { count }),
      message: t("bulk.rejectText"),
      confirmLabel: t("decide.reject"),
      onConfirm: () => onDecide("Rejected"),
    });
  return (
    <Group role="toolbar" aria-label={t("bulk.toolbar")} gap="xs" mb="sm">
      <Text size="sm" c="dimmed" aria-live="polite" miw={90}>
        {t("bulk.selected", { count })}
      </Text>
      <Button size="compact-sm" color="teal.9" onClick={() => onDecide("Accepted")} disabled={none} loading={busy}>
        {leave ? t("bulk.approve") : t("bulk.accept")}
      </Button>
      <Button size="compact-sm" variant="outline" color="red.9" onClick={reject} disabled={none || busy}>
        {t("bulk.reject")}
      </Button>
    </Group>
  );
}
