import "@mantine/dates/styles.css";
import { ActionIcon, Button, Group, Stack, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Temporal } from "temporal-polyfill";
import { DayInput } from "../../../components/day-input";
import { MAX_CHANGE_DAYS, type Period, weekOf } from "../lib/change-text";

type Props = {
  period: Period;
  /** Today on the location's clock: "This week" holds it. */
  today: Temporal.PlainDate;
  onChange: (period: Period) => void;
  /** Why the period cannot be read (translated), under its fields. */
  problem: string | null;
};

/** The days of the log: two day fields, and a week back, this week and a week on in one press each. */
export function PeriodField({ period, today, onChange, problem }: Props) {
  const { t } = useTranslation("changeLog");
  const hintId = useId();
  const problemId = useId();
  const set = (key: keyof Period) => (value: string | null) => {
    if (value) onChange({ ...period, [key]: Temporal.PlainDate.from(value) });
  };
  const described = problem ? `${hintId} ${problemId}` : hintId;
  const thisWeek = weekOf(today);
  const isThisWeek = thisWeek.from.equals(period.from) && thisWeek.to.equals(period.to);
  const week = weekOf(period.from);
  return (
    <Stack gap={6}>
      <Group gap="sm" align="end" wrap="wrap">
        <DayInput
          label={t("filters.from")}
          value={period.from.toString()}
          onChange={set("from")}
          w={150}
          aria-describedby={described}
          error={problem !== null}
        />
        <DayInput
          label={t("filters.to")}
          value={period.to.toString()}
          onChange={set("to")}
          w={150}
          aria-describedby={described}
          error={problem !== null}
        />
        <Group gap={4} wrap="nowrap" role="group" aria-label={t("filters.period")}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => onChange(weekOf(week.from.subtract({ weeks: 1 })))}
            aria-label={t("filters.previousWeek")}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Button
            variant={isThisWeek ? "filled" : "default"}
            aria-pressed={isThisWeek}
            onClick={() => onChange(thisWeek)}
          >
            {t("filters.thisWeek")}
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => onChange(weekOf(week.from.add({ weeks: 1 })))}
            aria-label={t("filters.nextWeek")}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Text size="xs" c="dimmed" id={hintId}>
        {t("filters.hint", { count: MAX_CHANGE_DAYS })}
      </Text>
      {problem && (
        <Text size="sm" c="red.9" role="alert" id={problemId}>
          {problem}
        </Text>
      )}
    </Stack>
  );
}
