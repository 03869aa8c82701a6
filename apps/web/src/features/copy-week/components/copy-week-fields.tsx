import { MAX_COPY_WEEKS } from "@brigade/contract/copy-week";
import type { LocationItem } from "@brigade/contract/locations";
import { Checkbox, NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LocationSelect } from "../../../components/location-select";
import { type CopyWeekErrors, type CopyWeekValues, weekLabel } from "../lib/copy-week-form";

type Props = {
  locations: LocationItem[];
  values: CopyWeekValues;
  errors: CopyWeekErrors;
  disabled: boolean;
  onChange: (changes: Partial<CopyWeekValues>) => void;
};

/** Where, which week, into which week(s), and whether the people come too. Weeks are the location's. */
export function CopyWeekFields({ locations, values, errors, disabled, onChange }: Props) {
  const { t } = useTranslation("planning");
  const weeks = typeof values.weeks === "number" ? values.weeks : 1;
  return (
    <Stack gap="sm">
      <LocationSelect
        id="copy-week-location_id"
        placeholder={t("copyWeek.fields.locationPlaceholder")}
        locations={locations}
        value={values.locationId}
        onChange={(locationId) => onChange({ locationId })}
        error={errors.location_id}
        disabled={disabled}
        data-autofocus={values.locationId === null || undefined}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <TextInput
          id="copy-week-from_week"
          type="date"
          label={t("copyWeek.fields.fromWeek")}
          required
          value={values.fromWeek}
          description={weekLabel(values.fromWeek) ?? t("copyWeek.fields.anyDay")}
          error={errors.from_week}
          disabled={disabled}
          onChange={(event) => onChange({ fromWeek: event.currentTarget.value })}
          data-autofocus={values.locationId !== null || undefined}
        />
        <TextInput
          id="copy-week-to_week"
          type="date"
          label={t("copyWeek.fields.toWeek")}
          required
          value={values.toWeek}
          description={weekLabel(values.toWeek, weeks) ?? t("copyWeek.fields.anyDay")}
          error={errors.to_week}
          disabled={disabled}
          onChange={(event) => onChange({ toWeek: event.currentTarget.value })}
        />
      </SimpleGrid>
      <NumberInput
        id="copy-week-weeks"
        label={t("copyWeek.fields.weeks")}
        description={t("copyWeek.fields.weeksHint", { max: MAX_COPY_WEEKS })}
        required
        min={1}
        max={MAX_COPY_WEEKS}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        value={values.weeks}
        error={errors.weeks}
        disabled={disabled}
        onChange={(value) => onChange({ weeks: value })}
        maw={220}
      />
      <Checkbox
        id="copy-week-with_assignments"
        label={t("copyWeek.fields.withPeople")}
        description={t("copyWeek.fields.withPeopleHint")}
        checked={values.withPeople}
        error={errors.with_assignments}
        disabled={disabled}
        onChange={(event) => onChange({ withPeople: event.currentTarget.checked })}
      />
    </Stack>
  );
}
