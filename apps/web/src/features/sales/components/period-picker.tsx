import "@mantine/dates/styles.css";
import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Temporal } from "temporal-polyfill";
import { DayInput } from "../../../components/day-input";
import { PERIOD_WEEKS, type Period, weeksEnding } from "../lib/sales-period";

type Props = {
  period: Period;
  /** Today on the location's clock: the presets end there. */
  today: Temporal.PlainDate;
  onChange: (period: Period) => void;
  /** Why the period cannot be read, under its fields. */
  problem: string | null;
};

/** The days of history shown: two day fields, and the last 4, 8 or 13 weeks in one press. */
export function PeriodPicker({ period, today, onChange, problem }: Props) {
  const { t } = useTranslation("sales");
  const set = (key: keyof Period) => (value: string | null) => {
    if (value) onChange({ ...period, [key]: Temporal.PlainDate.from(value) });
  };
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" maw={{ sm: 900 }}>
        <DayInput label={t("history.from")} value={period.from.toString()} onChange={set("from")} />
        <DayInput label={t("history.to")} value={period.to.toString()} onChange={set("to")} />
      </SimpleGrid>
      <Group gap="xs" role="group" aria-label={t("history.period")}>
        {PERIOD_WEEKS.map((weeks) => {
          const preset = weeksEnding(today, weeks);
          const pressed = preset.from.equals(period.from) && preset.to.equals(period.to);
          return (
            <Button
              key={weeks}
              size="xs"
              variant={pressed ? "filled" : "default"}
              aria-pressed={pressed}
              onClick={() => onChange(preset)}
            >
              {t("history.lastWeeks", { count: weeks })}
            </Button>
          );
        })}
      </Group>
      {problem && (
        <Text size="sm" c="red.9" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
