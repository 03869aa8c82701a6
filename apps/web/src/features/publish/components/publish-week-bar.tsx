import "./publish-week-bar.css";
import {
  PUBLISH_MESSAGES,
  publishable,
  type ScheduleWeek,
  type WeekState,
  weekStateLabelSaid,
} from "@brigade/contract/publish";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { QueryError } from "../../../components/query-error";
import { i18next } from "../../../i18n";
import { translated } from "../../../i18n/messages";
import { dateTimeIn } from "../../../lib/formats";
import { usePublishWeek } from "../api/publish-week";
import { useScheduleWeeks } from "../api/schedule-weeks";

// Dark shades, so the white text keeps its contrast.
const COLORS: Record<WeekState, string> = {
  draft: "gray.8",
  published: "teal.9",
  "changed since publish": "blue.9",
};

/** The line under the state: what staff see of the week now, and what publishing would do. */
function detailOf(week: ScheduleWeek, timeZone: string): string {
  const t = i18next.t;
  const when = week.published_at ? dateTimeIn(week.published_at, timeZone) : null;
  if (week.state === "published")
    return when ? t("planning:publish.detail.publishedSeen", { when }) : t("planning:publish.detail.seenAsMade");
  if (week.state === "changed since publish")
    return when
      ? t("planning:publish.detail.changedSince", { when })
      : t("planning:publish.detail.changedNeverPublished");
  if (week.drafts > 0) return t("planning:publish.detail.drafts", { count: week.drafts });
  if (week.shifts > 0) return t("planning:publish.detail.neverPublished");
  return t("planning:publish.detail.noShift");
}

type Props = {
  locationId: number;
  locationName: string;
  /** The week's Monday, DD-MM-YYYY. */
  week: string;
  /** Shown only once loaded and with something to publish (one bar of several, under Show All). */
  onlyToPublish?: boolean;
};

/**
 * The week shown on the manager calendar: its publishing state, and publishing it after a confirmation that says
 * how many people will be told. With the work rule draft_weeks off (and no draft left) it shows nothing.
 */
export function PublishWeekBar({ locationId, locationName, week, onlyToPublish = false }: Props) {
  const { t } = useTranslation("planning");
  const weeks = useScheduleWeeks({ location_id: locationId, from: week, to: week });
  const publish = usePublishWeek();
  // Publishing disables the button it was started from: focus moves to the new state instead of being dropped.
  const stateRef = useRef<HTMLDivElement>(null);

  const shown = weeks.data?.weeks[0];
  // Under Show All a location with nothing to publish says nothing; focus stays on the state just published.
  const published = publish.isSuccess && publish.variables?.location_id === locationId;
  if (onlyToPublish && !weeks.isError && !published && !(shown && publishable(shown))) return null;
  if (weeks.isError)
    return <QueryError title={t("publish.loadFailed")} error={weeks.error} onRetry={() => weeks.refetch()} />;
  if (weeks.isPending || !shown)
    return (
      <Text size="sm" c="dimmed" role="status">
        {t("publish.loading")}
      </Text>
    );
  if (!weeks.data.draft_weeks && shown.drafts === 0) return null;

  const ask = () =>
    confirmAction({
      title: t("publish.confirmTitle"),
      message: translated(PUBLISH_MESSAGES.confirm.said(shown.week, locationName, shown.people)),
      confirmLabel: t("publish.publish"),
      danger: false,
      onConfirm: () =>
        publish.mutate(
          { location_id: locationId, week: shown.week },
          { onSuccess: () => requestAnimationFrame(() => stateRef.current?.focus()) },
        ),
    });

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t("publish.region")}>
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
              {t("publish.weekAt", { week: shown.week, location: locationName })}
            </Text>
            <Badge color={COLORS[shown.state]} variant="filled" tt="none" radius="sm">
              {translated(weekStateLabelSaid(shown))}
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
          {t("publish.publish")}
        </Button>
      </Group>
    </Paper>
  );
}
