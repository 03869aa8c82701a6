import { WEEKDAYS } from "@brigade/contract/enums";
import { type LocationBody, type LocationItem, locationBody } from "@brigade/contract/locations";
import { timeZoneOptions } from "@brigade/contract/time-zones";
import { Button, Group, Paper, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { applyServerErrors } from "../../../lib/form-errors";
import { contractResolver } from "../../../lib/validate";
import { useCreateLocation } from "../api/create-location";
import { useUpdateLocation } from "../api/update-location";

type Props = {
  /** Edit mode when given. */
  location?: LocationItem;
  onSaved: (location: { id: number }) => void;
  onCancel: () => void;
};

type Values = { name: string; time_zone: string; lock_day: string | null };

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

export function LocationForm({ location, onSaved, onCancel }: Props) {
  const { t } = useTranslation("business");
  // The API keeps the English weekday; a person reads it in their language.
  const weekdayOptions = WEEKDAYS.map((day) => ({ value: day, label: t(`weekdays.${day}`) }));
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const pending = create.isPending || update.isPending;
  const current = location?.time_zone.utc[0] ?? location?.time_zone.value;
  const zones = useMemo(() => {
    const options = timeZoneOptions().map(({ value, label }) => ({ value, label }));
    // A zone saved under a name this browser lists differently must still show as chosen.
    if (current && !options.some((option) => option.value === current)) {
      options.unshift({ value: current, label: location?.time_zone.text ?? current });
    }
    return options;
  }, [current, location?.time_zone.text]);

  const form = useForm<Values>({
    initialValues: {
      name: location?.name ?? "",
      time_zone: current ?? browserTimeZone(),
      lock_day: location?.lock_day ?? null,
    },
    validate: contractResolver(locationBody),
  });

  const submit = form.onSubmit((values) => {
    if (pending) return;
    const body = { ...values, lock_day: values.lock_day ?? null } as LocationBody;
    const handlers = {
      onSuccess: ({ payload }: { payload: { id: number } }) => onSaved(payload),
      onError: (error: unknown) => applyServerErrors(form, error),
    };
    if (location) update.mutate({ ...body, id: location.id }, handlers);
    else create.mutate(body, handlers);
  });

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t("locationForm.name")} required data-autofocus {...form.getInputProps("name")} />
          <Select
            label={t("locationForm.timeZone")}
            description={t("locationForm.timeZoneHint")}
            required
            searchable
            data={zones}
            nothingFoundMessage={t("locationForm.noTimeZone")}
            maxDropdownHeight={280}
            allowDeselect={false}
            {...form.getInputProps("time_zone")}
          />
          <Select
            label={t("locationForm.lockDay")}
            description={t("locationForm.lockDayHint")}
            placeholder={t("locationForm.noLockDay")}
            clearable
            searchable
            data={weekdayOptions}
            {...form.getInputProps("lock_day")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t("shared.cancel")}
            </Button>
            <Button type="submit" loading={pending}>
              {location ? t("shared.saveChanges") : t("locationForm.create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
