import { formatDayMonthYear } from "@brigade/contract/dates";
import { WEEKDAYS } from "@brigade/contract/enums";
import type { EstimateVersion } from "@brigade/contract/fair-workweek/estimates";
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Temporal } from "temporal-polyfill";
import { DayInput } from "../../../components/day-input";
import { EmptyState } from "../../../components/empty-state";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { intlTag } from "../../../i18n";
import { ApiError } from "../../../lib/api-client";
import { applyServerErrors } from "../../../lib/form-errors";
import { formatApiDay } from "../../../lib/formats";
import { useEstimates, useSaveEstimate } from "../api/estimates";
import { byStatus, daysText, hoursRange, parseHours } from "../lib/estimate-text";

type Values = {
  weekly_hours_min: string;
  weekly_hours_max: string;
  days: string[];
  note: string;
  effective_from: string;
};

const today = () => Temporal.Now.plainDateISO();

/**
 * A team member's good-faith estimate (fair-workweek.md, "Good-faith estimate"): the one in force, those to come and
 * the earlier ones, and a new one from a day, as wages are kept. A later day never rewrites the past.
 */
export function EstimateEditor({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation("estimates");
  const estimates = useEstimates(employeeId);
  const save = useSaveEstimate(employeeId);
  const earlierId = useId();
  const form = useForm<Values>({
    initialValues: {
      weekly_hours_min: "",
      weekly_hours_max: "",
      days: [],
      note: "",
      effective_from: today().toString(),
    },
  });
  const submit = form.onSubmit((values) => {
    const day = values.effective_from ? Temporal.PlainDate.from(values.effective_from) : null;
    const days = WEEKDAYS.filter((d) => values.days.includes(d));
    save.mutate(
      {
        weekly_hours_min: parseHours(values.weekly_hours_min),
        weekly_hours_max: parseHours(values.weekly_hours_max),
        days: days.length > 0 ? days : null,
        note: values.note.trim() || null,
        effective_from: day ? formatDayMonthYear(day) : "",
      },
      {
        // The server's message (saved, or refused) is the app's toast (lib/query-client.ts); a 422's go on the fields.
        onSuccess: () => form.reset(),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) applyServerErrors(form, error);
        },
      },
    );
  });

  if (estimates.isError)
    return <QueryError error={estimates.error} onRetry={() => void estimates.refetch()} title={t("failed")} />;
  if (!estimates.data) return <LoadingState label={t("loading")} />;
  const { current, upcoming, earlier } = byStatus(estimates.data.versions, today());

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t("intro")}
      </Text>
      <section aria-label={t("versions")}>
        {current === null && upcoming.length === 0 ? (
          <EmptyState title={t("none")}>{t("noneText")}</EmptyState>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
            {current && <VersionCard version={current} status="inForce" />}
            {upcoming.map((v) => (
              <VersionCard key={v.id} version={v} status="upcoming" />
            ))}
          </Stack>
        )}
      </section>
      <form onSubmit={submit} noValidate>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t("form.title")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("form.hint")}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label={t("form.min")}
                inputMode="decimal"
                autoComplete="off"
                required
                {...form.getInputProps("weekly_hours_min")}
              />
              <TextInput
                label={t("form.max")}
                inputMode="decimal"
                autoComplete="off"
                required
                {...form.getInputProps("weekly_hours_max")}
              />
            </SimpleGrid>
            <Checkbox.Group label={t("form.days")} description={t("form.daysHint")} {...form.getInputProps("days")}>
              <Group gap="sm" mt={6}>
                {WEEKDAYS.map((day) => (
                  <Checkbox key={day} value={day} label={t(`weekday.${day}`)} />
                ))}
              </Group>
            </Checkbox.Group>
            <Textarea label={t("form.note")} autosize minRows={2} maxLength={500} {...form.getInputProps("note")} />
            <DayInput label={t("form.from")} required {...form.getInputProps("effective_from")} />
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t("form.save")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </form>
      {earlier.length > 0 && (
        <section aria-labelledby={earlierId}>
          <Title order={3} size="h5" mb="xs" id={earlierId}>
            {t("earlier")}
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
            {earlier.map((v) => (
              <VersionCard key={v.id} version={v} />
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}

/** One version: from when, the hours a week, the days and the note. */
function VersionCard({ version, status }: { version: EstimateVersion; status?: "inForce" | "upcoming" }) {
  const { t } = useTranslation("estimates");
  const locale = intlTag();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>
          {t("perWeek", { range: hoursRange(version.weekly_hours_min, version.weekly_hours_max, t, locale) })}
        </Text>
        {status && (
          <Badge variant="filled" color={status === "inForce" ? "teal.9" : "blue.9"} tt="none">
            {t(status)}
          </Badge>
        )}
      </Group>
      <Text size="sm">{t("from", { day: formatApiDay(version.effective_from) })}</Text>
      <Text size="sm">{t("daysLine", { days: daysText(version.days, t) })}</Text>
      {version.note && (
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {t("noteLine", { note: version.note })}
        </Text>
      )}
    </Paper>
  );
}
