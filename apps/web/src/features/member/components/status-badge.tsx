import type { BookingStatus } from "@brigade/contract/enums";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

// Dark shades, so the white text keeps its contrast on every status.
const COLORS: Record<BookingStatus, string> = {
  Accepted: "teal.9",
  Pending: "blue.9",
  "Apply For Leave": "violet.9",
  Rejected: "red.9",
  "Leave Rejected": "grape.9",
  Released: "gray.7",
};

// The server's status names stay the values; people read them in their language.
const LABELS = {
  Accepted: "accepted",
  Pending: "pending",
  "Apply For Leave": "applyForLeave",
  Rejected: "rejected",
  "Leave Rejected": "leaveRejected",
  Released: "released",
} as const satisfies Record<BookingStatus, string>;

/** A booking's status, written as the server names it (in English). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation("member");
  return (
    <Badge color={COLORS[status]} variant="filled" tt="none" radius="sm" style={{ flexShrink: 0 }}>
      {t(`bookingStatus.${LABELS[status]}`)}
    </Badge>
  );
}
