import { FIT_LABELS } from "@brigade/contract/availability";
import { type CandidateFit, FIT_BADGES } from "@brigade/contract/fit";
import { TIME_OFF_MESSAGES } from "@brigade/contract/time-off";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { translated } from "../../../i18n/messages";

// Dark shades with white text (or an outline on white) keep AA contrast; the words, not the colours, carry
// the meaning.
const AVAILABILITY_COLORS: Record<CandidateFit["availability"], string> = {
  preferred: "teal.9",
  available: "blue.9",
  unknown: "gray.7",
  prefer_not: "violet.9",
  unavailable: "#8a4b00",
};
const WARNING = "grape.9";

const badge = { size: "sm", tt: "none", radius: "sm" } as const;

/** How a slot fits a candidate, as the Assign modal's badges; time off also says in words why they cannot be picked. */
export function FitBadges({ fit }: { fit: CandidateFit }) {
  return (
    <Stack gap={2} mt={4}>
      <Group gap={4}>
        <Badge {...badge} variant="outline" color="gray.7">
          {translated(FIT_BADGES.weekHours.said(fit.week_hours))}
        </Badge>
        <Badge
          {...badge}
          variant={fit.availability === "unknown" ? "outline" : "filled"}
          color={AVAILABILITY_COLORS[fit.availability]}
        >
          {translated(FIT_LABELS[fit.availability])}
        </Badge>
        {fit.time_off && (
          <Badge {...badge} variant="filled" color="red.9">
            {translated(FIT_BADGES.timeOff)}
          </Badge>
        )}
        {!fit.rest_ok && (
          <Badge {...badge} variant="filled" color={WARNING}>
            {translated(FIT_BADGES.restShort)}
          </Badge>
        )}
        {fit.over_max && (
          <Badge {...badge} variant="filled" color={WARNING}>
            {translated(FIT_BADGES.overMax)}
          </Badge>
        )}
        {!fit.day_shifts_ok && (
          <Badge {...badge} variant="filled" color={WARNING}>
            {translated(FIT_BADGES.dayShifts)}
          </Badge>
        )}
      </Group>
      {fit.time_off && (
        <Text size="xs" c="red.9">
          {translated(TIME_OFF_MESSAGES.hasTimeOff)}
        </Text>
      )}
    </Stack>
  );
}
