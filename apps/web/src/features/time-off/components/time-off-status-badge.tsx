import type { TimeOffStatus } from "@brigade/contract/time-off";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

// Dark shades, so the white text keeps its contrast on every status.
const COLORS: Record<TimeOffStatus, string> = {
  Pending: "blue.9",
  Approved: "teal.9",
  Denied: "red.9",
  Cancelled: "gray.7",
};

/** Each status's key in the member catalogue (timeOff.status, timeOff.decidedBy). */
export const TIME_OFF_STATUS_KEYS = {
  Pending: "pending",
  Approved: "approved",
  Denied: "denied",
  Cancelled: "cancelled",
} as const satisfies Record<TimeOffStatus, string>;

/** A time-off request's status, written as the server names it (in English). */
export function TimeOffStatusBadge({ status }: { status: TimeOffStatus }) {
  const { t } = useTranslation("member");
  return (
    <Badge color={COLORS[status]} variant="filled" tt="none" radius="sm" style={{ flexShrink: 0 }}>
      {t(`timeOff.status.${TIME_OFF_STATUS_KEYS[status]}`)}
    </Badge>
  );
}
