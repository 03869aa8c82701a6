import type { TimeOffStatus } from "@brigade/contract/time-off";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

// Dark shades, so the white text keeps its contrast; the text says the status, never the colour alone.
const COLORS: Record<TimeOffStatus, string> = {
  Pending: "blue.9",
  Approved: "teal.9",
  Denied: "red.9",
  Cancelled: "gray.7",
};

export function TimeOffStatusBadge({ status }: { status: TimeOffStatus }) {
  const { t } = useTranslation("requests");
  return (
    <Badge
      color={COLORS[status]}
      variant="filled"
      tt="none"
      radius="sm"
      style={{ flexShrink: 0, minWidth: "max-content" }}
    >
      {t(`timeOffStatus.${status}`)}
    </Badge>
  );
}
