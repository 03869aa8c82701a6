import "./publish-week-bar.css";
import { dateTimeIn } from "@brigade/contract/dates";
import {
  PUBLISH_MESSAGES,
  publishable,
  type ScheduleWeek,
  type WeekState,
  weekStateLabel,
} from "@brigade/contract/publish";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useRef } from "react";
import { confirmAction } from "../../../components/confirm";
import { QueryError } from "../../../components/query-error";
import { usePublishWeek } from "../api/publish-week";
import { useScheduleWeeks } from "../api/schedule-weeks";

// Dark shades, so the white text keeps its contrast.
const COLORS: Record<WeekState, string> = {
  draft: "gray.8",
  published: "teal.9",
  "changed since publish": "blue.9",
};

const shiftsWord = (n: number) => (n === 1 ? "1 draft shift" : `${n} draft shifts`);

/** The line under the state: what staff see of the week now, and what publishing would do. */
function detailOf(week: ScheduleWeek, timeZone: string): string {
  const when = week.published_at ? `Published ${dateTimeIn(week.published_at, timeZone)}. ` : "";
  if (week.state === "published")
    return week.published_at ? `${when}Staff see every shift of this week.` : "Staff see every shift as it is made.";
  if (week.state === "changed since publish")
    return `${when}Staff have not been told of the changes since: publish again to tell them.`;
  if (week.drafts > 0) return `${shiftsWord(week.drafts)}: staff do not see them until you publish the week.`;
  if (week.shifts > 0) return "Never published: staff see its shifts but have not been told the week is ready.";
  return "No shift this week yet.";
}

type Props = { locationId: number; locationName: string /** The week's Monday, DD-MM-YYYY. */; week: string };

/**
 * The week shown on the manager calendar: its publishing state, and publishing it after a confirmation that says
 * how many people will be told. With the work rule draft_weeks off (and no draft left) it shows nothing.
 */
export function PublishWeekBar({ locationId, locationName, week }: Props) {
  const weeks = useScheduleWeeks({ location_id: locationId, from: week, to: week });
  const publish = usePublishWeek();
  // Publishing disables the button it was started from: focus moves to the new state instead of being dropped.
  const stateRef = useRef<HTMLDivElement>(null);

  if (weeks.isError)
    return <QueryError title="Could not load the week's state" error={weeks.error} onRetry={() => weeks.refetch()} />;
  const shown = weeks.data?.weeks[0];
  if (weeks.isPending || !shown)
    return (
      <Text size="sm" c="dimmed" role="status">
        Loading the week's state…
      </Text>
    );
  if (!weeks.data.draft_weeks && shown.drafts === 0) return null;

  const ask = () =>
    confirmAction({
      title: "Publish this week?",
      message: PUBLISH_MESSAGES.confirm(shown.week, locationName, shown.people),
      confirmLabel: "Publish week",
      danger: false,
      onConfirm: () =>
        publish.mutate(
          { location_id: locationId, week: shown.week },
          { onSuccess: () => requestAnimationFrame(() => stateRef.current?.focus()) },
        ),
    });

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Publishing">
      <Group justify="space-between" gap="xs" align="center">
        <Stack
          gap={2}
          ref={stateRef}
          tabIndex={-1}
          className="brigade-publish-state"
          style={{ flex: "1 1 240px", minWidth: 0 }}
          aria-live="polite"
        >
          <Group gap="xs">
            <Text fw={600} size="sm">
              Week of {shown.week} at {locationName}
            </Text>
            <Badge color={COLORS[shown.state]} variant="filled" tt="none" radius="sm">
              {weekStateLabel(shown)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {detailOf(shown, weeks.data.time_zone)}
          </Text>
        </Stack>
        <Button
          onClick={ask}
          disabled={!publishable(shown)}
          loading={publish.isPending}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          Publish week
        </Button>
      </Group>
    </Paper>
  );
}
