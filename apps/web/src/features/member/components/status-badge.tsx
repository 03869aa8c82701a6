import type { BookingStatus } from "@brigade/contract/enums";
import { Badge } from "@mantine/core";

// Dark shades, so the white text keeps its contrast on every status.
const COLORS: Record<BookingStatus, string> = {
  Accepted: "teal.9",
  Pending: "blue.9",
  "Apply For Leave": "violet.9",
  Rejected: "red.9",
  "Leave Rejected": "grape.9",
  Released: "gray.7",
};

/** A booking's status, written as the server names it. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge color={COLORS[status]} variant="filled" tt="none" radius="sm" style={{ flexShrink: 0 }}>
      {status}
    </Badge>
  );
}
