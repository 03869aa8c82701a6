import { MAX_AUTO_FILL_DAYS } from "@brigade/contract/auto-fill";
import type { LocationItem } from "@brigade/contract/locations";
import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Temporal } from "temporal-polyfill";
import { LocationSelect } from "../../../components/location-select";
import {
  type AutoFillFormErrors,
  type AutoFillFormValues,
  chosenPeriod,
  PERIOD_CHOICES,
  type PeriodChoice,
  periodLabel,
} from "../lib/auto-fill-period";

type Props = {
  locations: LocationItem[];
  values: AutoFillFormValues;
  errors: AutoFillFormErrors;
  /** Today on the chosen location's clock: the weeks are that location's. */
  today: Temporal.PlainDate;
  disabled: boolean;
  onChange: (changes: Partial<AutoFillFormValues>) => void;
};

/** Which location and which days: this week, next week, or custom days (at most the contract's limit). */
export function PeriodFields({ locations, values, errors, today, disabled, onChange }: Props) {
  const { t } = useTranslation("planning");
  const period = chosenPeriod(values, today);
  const label = periodLabel(period);
  const choices = PERIOD_CHOICES.map((value) => ({ value, label: t(`autoFill.period.choices.${value}`) }));
  return (
    <Stack gap="sm">
      <LocationSelect
        id="auto-fill-location_id"
        locations={locations}
        value={values.locationId}
        onChange={(locationId) => onChange({ locationId })}
        error={errors.location_id}
        disabled={disabled}
        data-autofocus
      />
      <Stack gap={4}>
        <Text component="span" size="sm" fw={500} id="auto-fill-period-label">
          {t("autoFill.period.label")}
        </Text>
        <SegmentedControl
          aria-labelledby="auto-fill-period-label"
          fullWidth
          data={choices}
          value={values.choice}
          onChange={(value) => onChange({ choice: value as PeriodChoice })}
          disabled={disabled}
        />
        {values.choice !== "custom" && label && (
          <Text size="sm" c="dimmed">
            {t("autoFill.period.onClock", { period: label })}
          </Text>
        )}
      </Stack>
      {values.choice === "custom" && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput
              id="auto-fill-from"
              type="date"
              label={t("autoFill.period.from")}
              required
              value={values.from}
              error={errors.from}
              disabled={disabled}
              onChange={(event) => onChange({ from: event.currentTarget.value })}
            />
            <TextInput
              id="auto-fill-to"
              type="date"
              label={t("autoFill.period.to")}
              required
              min={values.from || undefined}
              value={values.to}
              error={errors.to}
              disabled={disabled}
              onChange={(event) => onChange({ to: event.currentTarget.value })}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t("autoFill.period.customHint", { days: MAX_AUTO_FILL_DAYS })}
          </Text>
        </>
      )}
    </Stack>
  );
}
