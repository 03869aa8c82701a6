import { COPY_WEEK_MESSAGES, type CopyWeekPayload, copyWeekSummarySaid } from "@brigade/contract/copy-week";
import { List, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { translated } from "../../../i18n/messages";
import { shortDateTimeIn } from "../../../lib/formats";

type Props = {
  payload: CopyWeekPayload;
  /** Read out when it changes (the preview, as the fields change). */
  live?: boolean;
};

/**
 * What a copy will do (a dry run) or did: one sentence, then each assignment that can't be copied with its person,
 * shift, time on the location's clock and reason.
 */
export function CopySummary({ payload, live = false }: Props) {
  const { t } = useTranslation("planning");
  const skipped = payload.assignments_skipped;
  const zone = payload.time_zone;
  const empty = payload.source_shifts === 0;
  return (
    <Stack gap="xs" aria-live={live ? "polite" : undefined}>
      <Text size="sm" fw={500}>
        {translated(empty ? COPY_WEEK_MESSAGES.nothingToCopy : copyWeekSummarySaid(payload, skipped.length > 0))}
      </Text>
      {payload.drafts && payload.created > 0 && (
        <Text size="sm" c="dimmed">
          {t("copyWeek.summary.drafts")}
        </Text>
      )}
      {skipped.length > 0 && (
        <List size="sm" spacing={4} aria-label={t("copyWeek.summary.cannotCopy")}>
          {skipped.map((s) => (
            <List.Item key={`${s.employee_id}-${s.from}-${s.area_role_name}`}>
              <Text span size="sm" fw={500}>
                {s.employee_name}
              </Text>
              {` – ${s.shift_name} (${s.area_role_name}), ${shortDateTimeIn(s.from, zone)}: ${s.reason}`}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
