import type { TimeOffStatus } from "@brigade/contract/time-off";
import { Badge } from "@mantine/core";

// Dark shades, so the white text keeps its contrast on every status.
const COLORS: Record<TimeOffStatus, string> = {
  Pending: "blue.9",
  Approved: "teal.9",
  Denied: "red.9",
  Cancelled: "gray.7",
};

/** A time-off request's status, written as the server names it. */
export function TimeOffStatusBadge({ status }: { status: TimeOffStatus }) {
  return (
    <Badge color={COLORS[status]} variant="filled" tt="none" radius="sm" style={{ flexShrink: 0 }}>
      {status}
    </Badge>
  );
}
