import "@mantine/dates/styles.css";
import { DEFAULT_LABEL_COLOR, DEFAULT_SHIFT_TYPE, MAX_CHUNKS } from "@brigade/contract/enums";
import type { LocationItem } from "@brigade/contract/locations";
import type { ShiftNameItem } from "@brigade/contract/shift-names";
import { OTHER_SHIFT_NAME, type ShiftDraft, shiftErrors } from "@brigade/contract/shift-rules";
import { weekdayIn } from "@brigade/contract/slots";
import {
  Alert,
  Button,
  Checkbox,
  ColorInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { useRef, useState } from "react";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { notifyError } from "../../../lib/notify";
import { useCreateShift } from "../api/create-shift";
import { dateTimePickerA11y } from "../lib/calendar-aria";
import { instantToWall, wallToInstant } from "../lib/zoned-time";
import { AreaRows, type AreaValue } from "./area-rows";
import { BreaksPreview } from "./breaks-preview";

export type ShiftFormValues = {
  name: string | null;
  other_name: string;
  desc: string;
  from: string | null;
  to: string | null;
  location_id: string | null;
  premium: boolean;
  bonus: number | string;
  label_color: string;
  chunk: number | string;
  areas: AreaValue[];
};

type Props = {
  locations: LocationItem[];
  shiftNames: ShiftNameItem[];
  /** A wall-clock date ("YYYY-MM-DD") or time ("YYYY-MM-DD HH:mm:ss") to start from, e.g. the calendar day clicked. */
  initialDate?: string | null;
  initialLocationId?: number | null;
  /** After a successful create. */
  onCreated?: () => void;
  /** Shows a Cancel button. */
  onCancel?: () => void;
};

const zoneOf = (location: LocationItem | undefined) => location?.time_zone.utc[0] ?? location?.time_zone.value ?? null;
const emptyArea = (): AreaValue => ({ id: null, area_role: [{ id: null, count: 1 }] });

function initialValues(locations: LocationItem[], date?: string | null, locationId?: number | null): ShiftFormValues {
  const location = locations.find((l) => l.id === locationId) ?? (locations.length === 1 ? locations[0] : undefined);
  return {
    name: null,
    other_name: "",
    desc: "",
    // A day clicked in month view gives 09:00 to 17:00; a time clicked in week or day view starts there.
    from: date ? (date.length > 10 ? date : `${date} 09:00:00`) : null,
    to: date && date.length <= 10 ? `${date} 17:00:00` : null,
    location_id: location ? String(location.id) : null,
    premium: false,
    bonus: 0,
    label_color: DEFAULT_LABEL_COLOR,
    chunk: 1,
    areas: [emptyArea()],
  };
}

const toNumber = (v: number | string | null) => (v === null || v === "" ? null : Number(v));

function draftOf(values: ShiftFormValues, timeZone: string | null): ShiftDraft {
  const instant = (wall: string | null) => (wall && timeZone ? wallToInstant(wall, timeZone) : null);
  return {
    name: values.name,
    other_name: values.other_name,
    from: instant(values.from),
    to: instant(values.to),
    location_id: toNumber(values.location_id),
    shift_type: values.premium ? "Premium" : DEFAULT_SHIFT_TYPE,
    bonus: values.premium ? toNumber(values.bonus) : 0,
    label_color: values.label_color,
    chunk: toNumber(values.chunk),
    areas: values.areas.map((a) => ({
      id: toNumber(a.id),
      area_role: a.area_role.map((r) => ({ id: toNumber(r.id), count: toNumber(r.count) })),
    })),
  };
}

/** The first message of each field, as @mantine/form wants them. */
function firstMessages(errors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) if (messages[0]) out[key] = messages[0];
  return out;
}

/** The Create Shift form of the spec (section 2), used as a page and in the calendar's modal. */
export function ShiftForm({ locations, shiftNames, initialDate, initialLocationId, onCreated, onCancel }: Props) {
  const mutation = useCreateShift();
  const submitting = useRef(false);
  const [summary, setSummary] = useState<string | null>(null);
  const form = useForm<ShiftFormValues>({
    initialValues: initialValues(locations, initialDate, initialLocationId),
    onValuesChange: () => setSummary(null),
  });
  const { values } = form;
  const location = locations.find((l) => String(l.id) === values.location_id);
  const timeZone = zoneOf(location);
  const draft = draftOf(values, timeZone);
  const nowWall = timeZone ? instantToWall(new Date(), timeZone) : undefined;
  const fromWall = values.from ?? nowWall;

  const reset = () => {
    form.setValues(initialValues(locations, initialDate, initialLocationId));
    form.resetDirty();
    form.clearErrors();
    setSummary(null);
  };

  const submit = form.onSubmit((v) => {
    if (submitting.current || mutation.isPending) return;
    const problems = shiftErrors(draft, {
      now: new Date(),
      locationHasAreas: location ? location.areas.length > 0 : undefined,
    });
    if (problems) {
      form.setErrors(firstMessages(problems.errors));
      setSummary(problems.message);
      notifyError(new ApiError(422, problems.message));
      return;
    }
    const { from, to } = draft;
    if (!from || !to || !timeZone || !draft.location_id) return;
    submitting.current = true;
    mutation.mutate(
      {
        name: v.name === OTHER_SHIFT_NAME ? v.other_name.trim() : (v.name ?? ""),
        desc: v.desc.trim(),
        from: from.toISOString(),
        to: to.toISOString(),
        day: weekdayIn(from, timeZone),
        shift_type: draft.shift_type ?? DEFAULT_SHIFT_TYPE,
        chunk: draft.chunk ?? 1,
        bonus: draft.bonus ?? 0,
        location_id: draft.location_id,
        label_color: v.label_color,
        areas: (draft.areas ?? []).map((a) => ({
          id: a.id ?? 0,
          area_role: (a.area_role ?? []).map((r) => ({ id: r.id ?? 0, count: r.count ?? 0 })),
        })),
      },
      {
        // The query client's mutation cache toasts the server's message, success or failure.
        onSuccess: () => {
          reset();
          onCreated?.();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) form.setErrors(firstMessages(error.errors));
          setSummary(errorMessage(error));
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  });

  const nameOptions = [
    ...shiftNames.map((n) => ({ value: n.name, label: n.name })),
    { value: OTHER_SHIFT_NAME, label: "Other" },
  ];
  const zoneLabel = timeZone ? `Time zone: ${location?.time_zone.text ?? timeZone}` : "Choose a location first";

  return (
    <form onSubmit={submit} noValidate aria-label="Create Shift">
      <Stack gap="md">
        {summary && (
          <Alert color="red" variant="light" role="alert" title="The shift was not saved">
            {summary}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Location"
            placeholder="Choose a location"
            required
            data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
            {...form.getInputProps("location_id")}
            onChange={(value) => {
              form.setFieldValue("location_id", value);
              form.setFieldValue("areas", [emptyArea()]);
            }}
          />
          <Select
            label="Shift name"
            placeholder="Choose a name"
            required
            searchable
            data={nameOptions}
            {...form.getInputProps("name")}
          />
          {values.name === OTHER_SHIFT_NAME && (
            <TextInput label="Shift Name" required maxLength={80} {...form.getInputProps("other_name")} />
          )}
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} maxLength={1000} {...form.getInputProps("desc")} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <DateTimePicker
            label="From"
            description={zoneLabel}
            required
            placeholder="Pick date and time"
            valueFormat="ddd DD MMM YYYY HH:mm"
            disabled={!timeZone}
            minDate={nowWall}
            {...dateTimePickerA11y}
            defaultTimeValue="09:00"
            {...form.getInputProps("from")}
            onChange={(value) => {
              form.setFieldValue("from", value);
              form.setFieldValue("chunk", 1);
            }}
          />
          <DateTimePicker
            label="To"
            description={zoneLabel}
            required
            placeholder="Pick date and time"
            valueFormat="ddd DD MMM YYYY HH:mm"
            disabled={!timeZone}
            minDate={fromWall}
            {...dateTimePickerA11y}
            defaultTimeValue="17:00"
            {...form.getInputProps("to")}
          />
          <TextInput
            label="Weekday"
            readOnly
            value={draft.from && timeZone ? weekdayIn(draft.from, timeZone) : ""}
            placeholder="Set by From"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Stack gap="xs">
            <Checkbox
              label="Premium shift"
              description="Non_Premium unless checked"
              {...form.getInputProps("premium", { type: "checkbox" })}
            />
            {values.premium && (
              <NumberInput
                label="Bonus"
                leftSection="$"
                min={0}
                max={100000}
                decimalScale={2}
                {...form.getInputProps("bonus")}
              />
            )}
          </Stack>
          <ColorInput
            label="Label colour"
            format="hex"
            eyeDropperButtonProps={{ "aria-label": "Pick a colour from the screen" }}
            {...form.getInputProps("label_color")}
          />
          <NumberInput
            label="Chunks"
            description="1: one Full break; 2 or 3: equal Half breaks"
            min={1}
            max={MAX_CHUNKS}
            allowDecimal={false}
            {...form.getInputProps("chunk")}
          />
        </SimpleGrid>
        <AreaRows form={form} location={location} />
        <BreaksPreview
          from={draft.from ?? null}
          to={draft.to ?? null}
          chunk={typeof draft.chunk === "number" ? draft.chunk : 0}
          timeZone={timeZone}
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button
              variant="default"
              onClick={() => {
                reset();
                onCancel();
              }}
              disabled={mutation.isPending}
            >
              Cancel
            </Button>
          )}
          <Button type="submit" loading={mutation.isPending}>
            Create Shift
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
