import "@mantine/dates/styles.css";
import { MAX_CHUNKS } from "@brigade/contract/enums";
import type { LocationItem } from "@brigade/contract/locations";
import type { ShiftNameItem } from "@brigade/contract/shift-names";
import { MAX_BONUS, OTHER_SHIFT_NAME, shiftErrors } from "@brigade/contract/shift-rules";
import { SHIFT_DESCRIPTION_MAX, SHIFT_NAME_MAX, type ShiftItem } from "@brigade/contract/shifts";
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
import { useUpdateShift } from "../api/update-shift";
import { dateTimePickerA11y } from "../lib/calendar-aria";
import {
  bodyOf,
  draftOf,
  emptyArea,
  firstMessages,
  initialValues,
  type ShiftFormValues,
  valuesOfShift,
  zoneOf,
} from "../lib/shift-form-values";
import { instantToWall } from "../lib/zoned-time";
import { AreaRows } from "./area-rows";
import { BreaksPreview } from "./breaks-preview";

type Props = {
  locations: LocationItem[];
  shiftNames: ShiftNameItem[];
  /** A wall-clock date ("YYYY-MM-DD") or time ("YYYY-MM-DD HH:mm:ss") to start from, e.g. the calendar day clicked. */
  initialDate?: string | null;
  initialLocationId?: number | null;
  /** After a successful create. */
  onCreated?: () => void;
  /** Edits this shift (PUT) instead of creating one; the form starts from it. */
  shift?: ShiftItem;
  /** After a successful edit. */
  onSaved?: () => void;
  /** Shows a Cancel button. */
  onCancel?: () => void;
};

/**
 * The Create Shift form of the spec (section 2), used as a page and in the calendar's modal; given a
 * shift, the same form edits it. A shift with bookings keeps its location and chunks (the server refuses).
 */
export function ShiftForm(props: Props) {
  const { locations, shiftNames, initialDate, initialLocationId, onCreated, shift, onSaved, onCancel } = props;
  const create = useCreateShift();
  const update = useUpdateShift();
  const mutation = shift ? update : create;
  const booked = (shift?.shift_timeline.length ?? 0) > 0;
  const submitting = useRef(false);
  const [summary, setSummary] = useState<string | null>(null);
  const startValues = () =>
    shift
      ? valuesOfShift(
          shift,
          shiftNames.map((n) => n.name),
        )
      : initialValues(locations, initialDate, initialLocationId);
  const form = useForm<ShiftFormValues>({
    initialValues: startValues(),
    onValuesChange: () => setSummary(null),
  });
  const { values } = form;
  const location = locations.find((l) => String(l.id) === values.location_id);
  const timeZone = zoneOf(location);
  const draft = draftOf(values, timeZone);
  const nowWall = timeZone ? instantToWall(new Date(), timeZone) : undefined;
  const fromWall = values.from ?? nowWall;

  const reset = () => {
    form.setValues(startValues());
    form.resetDirty();
    form.clearErrors();
    setSummary(null);
  };

  const submit = form.onSubmit((v) => {
    if (submitting.current || mutation.isPending) return;
    const problems = shiftErrors(draft, {
      now: new Date(),
      locationHasAreas: location ? location.areas.length > 0 : undefined,
      // A shift already scheduled may be corrected after it started, as the server allows.
      allowPast: Boolean(shift),
    });
    if (problems) {
      form.setErrors(firstMessages(problems.errors));
      setSummary(problems.message);
      notifyError(new ApiError(422, problems.message));
      return;
    }
    const body = bodyOf(v, draft, timeZone);
    if (!body) return;
    submitting.current = true;
    // The query client's mutation cache toasts the server's message, success or failure.
    const callbacks = {
      onError: (error: Error) => {
        if (error instanceof ApiError && error.status === 422) form.setErrors(firstMessages(error.errors));
        setSummary(errorMessage(error));
      },
      onSettled: () => {
        submitting.current = false;
      },
    };
    if (shift) update.mutate({ id: shift.id, body }, { ...callbacks, onSuccess: () => onSaved?.() });
    else
      create.mutate(body, {
        ...callbacks,
        onSuccess: () => {
          reset();
          onCreated?.();
        },
      });
  });

  const nameOptions = [
    ...shiftNames.map((n) => ({ value: n.name, label: n.name })),
    { value: OTHER_SHIFT_NAME, label: "Other" },
  ];
  const zoneLabel = timeZone ? `Time zone: ${location?.time_zone.text ?? timeZone}` : "Choose a location first";

  return (
    <form onSubmit={submit} noValidate aria-label={shift ? "Edit shift" : "Create Shift"}>
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
            disabled={booked}
            description={booked ? "Fixed: the shift has bookings" : undefined}
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
            <TextInput label="Shift Name" required maxLength={SHIFT_NAME_MAX} {...form.getInputProps("other_name")} />
          )}
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxLength={SHIFT_DESCRIPTION_MAX}
          {...form.getInputProps("desc")}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <DateTimePicker
            label="From"
            description={zoneLabel}
            required
            placeholder="Pick date and time"
            valueFormat="DD-MM-YYYY hh:mm A"
            disabled={!timeZone}
            minDate={shift ? undefined : nowWall}
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
            valueFormat="DD-MM-YYYY hh:mm A"
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
                max={MAX_BONUS}
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
            description={booked ? "Fixed: the shift has bookings" : "1: one Full break; 2 or 3: equal Half breaks"}
            disabled={booked}
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
            {shift ? "Save changes" : "Create Shift"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
