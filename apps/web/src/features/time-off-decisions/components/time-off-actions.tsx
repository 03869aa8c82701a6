import type { TimeOffItem } from "@brigade/contract/time-off";
import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export type TimeOffDecision = "Approved" | "Denied";

type Props = {
  request: TimeOffItem;
  own: boolean;
  onDecide: (decision: TimeOffDecision) => void;
  /** Full-size buttons for a thumb on a phone's card; compact ones in a table row. */
  large?: boolean;
};

/** Approve and Deny, each opening the decision dialog; nobody decides their own request (the server refuses it too). */
export function TimeOffActions({ request, own, onDecide, large = false }: Props) {
  const { t } = useTranslation("requests");
  if (own)
    return (
      <Text size="sm" c="dimmed">
        {t("decide.ownRequest")}
      </Text>
    );
  const who = request.employee.name;
  const size = large ? "sm" : "compact-sm";
  return (
    <Group gap={large ? "sm" : 6} wrap="nowrap">
      <Button
        size={size}
        color="teal.9"
        onClick={() => onDecide("Approved")}
        aria-label={t("timeOff.approveLabel", { who })}
      >
        {t("timeOff.approve")}
      </Button>
      <Button
        size={size}
        variant="outline"
        color="red.9"
        onClick={() => onDecide("Denied")}
        aria-label={t("timeOff.denyLabel", { who })}
      >
        {t("timeOff.deny")}
      </Button>
    </Group>
  );
}

/** Who decided a settled request, and their note; a cancelled one was withdrawn by the employee. */
export function TimeOffOutcome({ request }: { request: TimeOffItem }) {
  const { t } = useTranslation("requests");
  if (request.status === "Pending") return null;
  return (
    <>
      <Text size="sm">
        {request.status === "Cancelled"
          ? t("timeOff.cancelledByEmployee")
          : t(`timeOff.decidedBy.${request.status}`, { name: request.decided_by?.name ?? t("timeOff.formerUser") })}
      </Text>
      {request.note && (
        <Text size="xs" c="dimmed">
          {t("timeOff.note", { note: request.note })}
        </Text>
      )}
    </>
  );
}
