import { WEEKDAYS } from "@brigade/contract/enums";
import { type LocationBody, type LocationDetail, type LocationItem, locationBody } from "@brigade/contract/locations";
import { timeZoneOptions } from "@brigade/contract/time-zones";
import { Button, Fieldset, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { applyServerErrors } from "../../../lib/form-errors";
import { contractResolver } from "../../../lib/validate";
import { useCreateLocation } from "../api/create-location";
import { useUpdateLocation } from "../api/update-location";
import { JurisdictionField } from "./jurisdiction-field";

type Props = {
  /** Edit mode when given. */
  location?: LocationItem;
  onSaved: (location: { id: number }) => void;
  onCancel: () => void;
};

type Values = {
  name: string;
  time_zone: string;
  lock_day: string | null;
  latitude: number | string;
  longitude: number | string;
  geofence_m: number | string;
  /** A fair-workweek rule pack's id, or null for none. */
  jurisdiction: string | null;
};

/** An empty number field is no value: the place is then "none". */
const orNull = (value: number | string) => (value === "" ? null : Number(value));
const placeOf = (v: Values) => ({
  latitude: orNull(v.latitude),
  longitude: orNull(v.longitude),
  geofence_m: orNull(v.geofence_m),
});
const checkLocation = contractResolver(locationBody);

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

  // The index answers the location's circle too (LocationDetail).
  const saved = location as (LocationItem & Partial<LocationDetail>) | undefined;
  const form = useForm<Values>({
    initialValues: {
      name: location?.name ?? "",
      time_zone: current ?? browserTimeZone(),
      lock_day: location?.lock_day ?? null,
      latitude: saved?.latitude ?? "",
      longitude: saved?.longitude ?? "",
      geofence_m: saved?.geofence_m ?? "",
      jurisdiction: saved?.jurisdiction ?? null,
    },
    validate: (values) => checkLocation({ ...values, ...placeOf(values) }),
  });
  const [locating, setLocating] = useState(false);
  const fillFromDevice = () => {
    if (!navigator.geolocation) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        form.setFieldValue("latitude", Math.round(p.coords.latitude * 1e6) / 1e6);
        form.setFieldValue("longitude", Math.round(p.coords.longitude * 1e6) / 1e6);
        if (form.values.geofence_m === "") form.setFieldValue("geofence_m", 150);
      },
      () => {
        setLocating(false);
        form.setFieldError("latitude", t("locationForm.noPosition"));
      },
      { timeout: 10_000 },
    );
  };

  const submit = form.onSubmit((values) => {
    if (pending) return;
    const body = { ...values, ...placeOf(values), lock_day: values.lock_day ?? null } as LocationBody;
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
          <JurisdictionField {...form.getInputProps("jurisdiction")} value={form.values.jurisdiction} />
          <Fieldset legend={t("locationForm.placeTitle")} variant="filled">
            <Text size="sm" c="dimmed" mb="xs">
              {t("locationForm.placeHint")}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label={t("locationForm.latitude")}
                decimalScale={6}
                min={-90}
                max={90}
                clampBehavior="none"
                {...form.getInputProps("latitude")}
              />
              <NumberInput
                label={t("locationForm.longitude")}
                decimalScale={6}
                min={-180}
                max={180}
                clampBehavior="none"
                {...form.getInputProps("longitude")}
              />
              <NumberInput
                label={t("locationForm.radius")}
                allowDecimal={false}
                min={10}
                max={100000}
                clampBehavior="none"
                {...form.getInputProps("geofence_m")}
              />
            </SimpleGrid>
            <Button variant="light" size="xs" mt="sm" loading={locating} onClick={fillFromDevice}>
              {t("locationForm.usePosition")}
            </Button>
          </Fieldset>
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
