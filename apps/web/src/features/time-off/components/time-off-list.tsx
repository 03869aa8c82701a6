import type { TimeOffItem } from "@brigade/contract/time-off";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useTranslation } from "react-i18next";
import { useCancelTimeOff } from "../api/cancel-time-off";
import { canCancel, lengthLabel, periodLabel } from "../lib/time-off-form";
import { TIME_OFF_STATUS_KEYS, TimeOffStatusBadge } from "./time-off-status-badge";

type Props = { items: TimeOffItem[]; now: Date };

/** The member's time-off requests as cards: when, how long, status, reason, the manager's note, Cancel. */
export function TimeOffList({ items, now }: Props) {
  const { t } = useTranslation("member");
  const cancel = useCancelTimeOff();

  const confirmCancel = (item: TimeOffItem) =>
    modals.openConfirmModal({
      title: t("timeOff.cancelTitle"),
      centered: true,
      children: (
        <Text size="sm">
          {t(item.status === "Approved" ? "timeOff.cancelApproved" : "timeOff.cancelPending", {
            period: periodLabel(item),
          })}
        </Text>
      ),
      // "Cancel" would be ambiguous here: the buttons say what each one does.
      labels: { confirm: t("timeOff.cancelConfirm"), cancel: t("timeOff.keep") },
      confirmProps: { color: "red.9" },
      onConfirm: () => cancel.mutate(item.id),
    });

  return (
    <Stack component="ul" aria-label={t("timeOff.list")} gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
      {items.map((item) => {
        const period = periodLabel(item);
        return (
          <Paper component="li" key={item.id} withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Text fw={700}>{period}</Text>
                <TimeOffStatusBadge status={item.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {lengthLabel(item)}
              </Text>
              {item.reason && (
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {t("timeOff.reason", { reason: item.reason })}
                </Text>
              )}
              {item.note && (
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {t("timeOff.note", { note: item.note })}
                </Text>
              )}
              {item.decided_by && item.status !== "Cancelled" && (
                <Text size="xs" c="dimmed">
                  {t(`timeOff.decidedBy.${TIME_OFF_STATUS_KEYS[item.status]}`, { name: item.decided_by.name })}
                </Text>
              )}
              {canCancel(item, now) && (
                <Button
                  size="sm"
                  variant="default"
                  aria-label={t("timeOff.cancelLabel", { period })}
                  onClick={() => confirmCancel(item)}
                  loading={cancel.isPending && cancel.variables === item.id}
                  style={{ alignSelf: "flex-start" }}
                >
                  {t("timeOff.cancel")}
                </Button>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
