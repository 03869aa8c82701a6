import { BUILD_MAX_HOURS, BUILD_MIN_HOURS, BUILD_START_EVERY, MAX_BUILD_DAYS } from "@brigade/contract/build-shifts";
import type { LocationItem } from "@brigade/contract/locations";
import { Button, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LocationSelect } from "../../../components/location-select";
import { currentLocale } from "../../../i18n";
import { type BuildShiftsErrors, type BuildShiftsValues, fieldId, type StartEvery } from "../lib/build-shifts-form";
import { periodText } from "../lib/build-shifts-preview";

type Props = {
  locations: LocationItem[];
  values: BuildShiftsValues;
  errors: BuildShiftsErrors;
  disabled: boolean;
  /** Whether the options (shift lengths, start grid) are shown. */
  optionsOpen: boolean;
  onOptionsToggle: () => void;
  onChange: (changes: Partial<BuildShiftsValues>) => void;
};

const OPTIONS_ID = "build-shifts-options";

/** Where, which days (at most the contract's limit) and, under "Options", the shifts' lengths and start grid. */
export function BuildShiftsFields(props: Props) {
  const { locations, values, errors, disabled, optionsOpen, onOptionsToggle, onChange } = props;
  const { t } = useTranslation("buildShifts");
  const period = periodText(values.from, values.to, currentLocale());
  return (
    <Stack gap="sm">
      <LocationSelect
        id={fieldId("location_id")}
        locations={locations}
        value={values.locationId}
        onChange={(locationId) => onChange({ locationId })}
        error={errors.location_id}
        disabled={disabled}
        data-autofocus
      />
      <Stack gap={4}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            id={fieldId("from")}
            type="date"
            label={t("fields.from")}
            required
            value={values.from}
            error={errors.from}
            disabled={disabled}
            onChange={(event) => onChange({ from: event.currentTarget.value })}
          />
          <TextInput
            id={fieldId("to")}
            type="date"
            label={t("fields.to")}
            required
            min={values.from || undefined}
            value={values.to}
            error={errors.to}
            disabled={disabled}
            onChange={(event) => onChange({ to: event.currentTarget.value })}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {period ? `${t("fields.period", { period })} ` : ""}
          {t("fields.periodHint", { days: MAX_BUILD_DAYS })}
        </Text>
      </Stack>
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          px={4}
          aria-expanded={optionsOpen}
          aria-controls={OPTIONS_ID}
          onClick={onOptionsToggle}
          leftSection={
            optionsOpen ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
          }
        >
          {t("fields.options")}
        </Button>
        {!optionsOpen && (
          <Text size="xs" c="dimmed" ml={4}>
            {t("fields.optionsHint")}
          </Text>
        )}
      </div>
      {optionsOpen && (
        <Stack gap="sm" id={OPTIONS_ID}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <NumberInput
              id={fieldId("min_hours")}
              label={t("fields.minHours")}
              min={BUILD_MIN_HOURS}
              max={BUILD_MAX_HOURS}
              step={0.5}
              decimalScale={2}
              allowNegative={false}
              clampBehavior="none"
              value={values.minHours}
              error={errors.min_hours}
              disabled={disabled}
              onChange={(value) => onChange({ minHours: value })}
            />
            <NumberInput
              id={fieldId("max_hours")}
              label={t("fields.maxHours")}
              min={BUILD_MIN_HOURS}
              max={BUILD_MAX_HOURS}
              step={0.5}
              decimalScale={2}
              allowNegative={false}
              clampBehavior="none"
              value={values.maxHours}
              error={errors.max_hours}
              disabled={disabled}
              onChange={(value) => onChange({ maxHours: value })}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={-4}>
            {t("fields.hoursHint", { min: BUILD_MIN_HOURS, max: BUILD_MAX_HOURS })}
          </Text>
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500} id="build-shifts-start-every-label">
              {t("fields.startEvery")}
            </Text>
            <SegmentedControl
              id={fieldId("start_every_min")}
              aria-labelledby="build-shifts-start-every-label"
              fullWidth
              data={BUILD_START_EVERY.map((m) => ({
                value: String(m),
                label: t(`fields.startEveryChoices.${String(m) as StartEvery}`),
              }))}
              value={values.startEvery}
              onChange={(value) => onChange({ startEvery: value as StartEvery })}
              disabled={disabled}
            />
            {errors.start_every_min && (
              <Text size="xs" c="red.8" role="alert">
                {errors.start_every_min}
              </Text>
            )}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
