import { MAX_AUTO_FILL_DAYS } from "@brigade/contract/auto-fill";
import type { LocationItem } from "@brigade/contract/locations";
import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
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
  const period = chosenPeriod(values, today);
  const label = periodLabel(period);
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
          Period
        </Text>
        <SegmentedControl
          aria-labelledby="auto-fill-period-label"
          fullWidth
          data={PERIOD_CHOICES}
          value={values.choice}
          onChange={(value) => onChange({ choice: value as PeriodChoice })}
          disabled={disabled}
        />
        {values.choice !== "custom" && label && (
          <Text size="sm" c="dimmed">
            {label}, on the location's clock.
          </Text>
        )}
      </Stack>
      {values.choice === "custom" && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput
              id="auto-fill-from"
              type="date"
              label="From"
              required
              value={values.from}
              error={errors.from}
              disabled={disabled}
              onChange={(event) => onChange({ from: event.currentTarget.value })}
            />
            <TextInput
              id="auto-fill-to"
              type="date"
              label="To"
              required
              min={values.from || undefined}
              value={values.to}
              error={errors.to}
              disabled={disabled}
              onChange={(event) => onChange({ to: event.currentTarget.value })}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            Up to {MAX_AUTO_FILL_DAYS} days, both included, on the location's clock.
          </Text>
        </>
      )}
    </Stack>
  );
}
