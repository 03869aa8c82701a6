import "@mantine/dates/styles.css";
import { MAX_CHUNKS } from "@brigade/contract/enums";
import type { LocationItem } from "@brigade/contract/locations";
import type { ShiftNameItem } from "@brigade/contract/shift-names";
import { MAX_BONUS, OTHER_SHIFT_NAME, shiftErrors } from "@brigade/contract/shift-rules";
import { SHIFT_DESCRIPTION_MAX, SHIFT_NAME_MAX, type ShiftItem } from "@brigade/contract/shifts";
import { weekdayIn } from "@brigade/contract/slots";
import { describeTimeZone } from "@brigade/contract/time-zones";
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
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useChangePay } from "../../../components/change-pay";
import { translated } from "../../../i18n/messages";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { changeNoteFields } from "../../../lib/change-pay";
import { dateTimeIn } from "../../../lib/formats";
import { notifyError } from "../../../lib/notify";
import { useCreateShift } from "../api/create-shift";
import { previewUpdateShift, useUpdateShift } from "../api/update-shift";
import {
  bodyOf,
  draftOf,
  emptyArea,
  firstMessages,
  initialValues,
  keepLength,
  type ShiftFormValues,
  usualTimes,
  valuesOfShift,
  zoneOf,
} from "../lib/shift-form-values";
import { instantToWall } from "../lib/zoned-time";
import { AreaRows } from "./area-rows";
import { BreaksPreview } from "./breaks-preview";
import { DayTimeFields } from "./day-time-fields";

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
 * Saving a shift with bookings at a location under fair-workweek rules goes through the pay step the calendar's drag
 * has (useChangePay): the edit's dry run first and, when the positions it changes cost predictability pay, the
 * confirmation with that pay, a reason and an exemption, then the edit with what was said. Under no rules, or on a
 * shift nobody holds, it saves as it always did.
 */
export function ShiftForm(props: Props) {
  const { locations, shiftNames, initialDate, initialLocationId, onCreated, shift, onSaved, onCancel } = props;
  const { t } = useTranslation("schedule");
  // The last whole From since To was last typed: To keeps the length it gave, while From is typed anew.
  const heldFrom = useRef<string | null>(null);
  const create = useCreateShift();
  const update = useUpdateShift();
  const mutation = shift ? update : create;
  const booked = (shift?.shift_timeline.length ?? 0) > 0;
  const submitting = useRef(false);
  const pay = useChangePay();
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
  // A new shift starts today or later; To ends on From's day or later.
  const firstDay = shift ? undefined : nowWall?.slice(0, 10);

  const reset = () => {
    heldFrom.current = null;
    form.setValues(startValues());
    form.resetDirty();
    form.clearErrors();
    setSummary(null);
  };

  const submit = form.onSubmit((v) => {
    if (submitting.current || mutation.isPending || pay.checking) return;
    const problems = shiftErrors(draft, {
      now: new Date(),
      locationHasAreas: location ? location.areas.length > 0 : undefined,
      // A shift already scheduled may be corrected after it started, as the server allows.
      allowPast: Boolean(shift),
    });
    if (problems) {
      // The rules' messages, checked here before the server: in the app's language.
      const message = translated(problems.message);
      form.setErrors(firstMessages(problems.errors, translated));
      setSummary(message);
      notifyError(new ApiError(422, message));
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
    if (shift && booked) {
      const edit = shift;
      const zone = timeZone ?? "UTC";
      const lead =
        draft.from && draft.to ? (
          <Text size="sm">
            {t("moveShift.text", {
              name: body.name ?? "",
              location: location?.name ?? edit.location.name,
              from: dateTimeIn(draft.from, zone),
              to: dateTimeIn(draft.to, zone),
              zone: describeTimeZone(zone, draft.from).text,
            })}
          </Text>
        ) : undefined;
      pay
        .check({
          locationId: edit.location_id,
          preview: (note) => previewUpdateShift({ id: edit.id, body: { ...body, ...changeNoteFields(note) } }),
          // A failure is toasted by the mutation cache, as the plain edit's.
          send: (note) => update.mutateAsync({ id: edit.id, body: { ...body, ...changeNoteFields(note) } }),
          lead,
        })
        .then(
          (paid) => {
            if (paid.status === "free") {
              update.mutate({ id: edit.id, body }, { ...callbacks, onSuccess: () => onSaved?.() });
              return;
            }
            submitting.current = false;
            if (paid.status === "sent") onSaved?.();
            else if (paid.status === "failed" && paid.error instanceof Error) callbacks.onError(paid.error);
          },
          (error: unknown) => {
            // The dry run's refusal reads as the edit's own would: a toast, and on the form.
            submitting.current = false;
            notifyError(error);
            callbacks.onError(error instanceof Error ? error : new ApiError(0, errorMessage(error)));
          },
        );
    } else if (shift) update.mutate({ id: shift.id, body }, { ...callbacks, onSuccess: () => onSaved?.() });
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
    { value: OTHER_SHIFT_NAME, label: t("shiftForm.other") },
  ];
  const zoneLabel = timeZone
    ? t("shiftForm.zone", { zone: location?.time_zone.text ?? timeZone })
    : t("shiftForm.chooseLocationFirst");
  const bookedNote = t("shiftForm.fixed");

  return (
    <form onSubmit={submit} noValidate aria-label={shift ? t("shiftForm.edit") : t("shiftForm.create")}>
      <Stack gap="md">
        {summary && (
          <Alert color="red" variant="light" role="alert" title={t("shiftForm.notSaved")}>
            {summary}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t("shiftForm.location")}
            placeholder={t("shiftForm.chooseLocation")}
            required
            disabled={booked}
            description={booked ? bookedNote : undefined}
            data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
            {...form.getInputProps("location_id")}
            onChange={(value) => {
              form.setFieldValue("location_id", value);
              form.setFieldValue("areas", [emptyArea()]);
            }}
          />
          <Select
            label={t("shiftForm.shiftName")}
            placeholder={t("shiftForm.chooseName")}
            required
            searchable
            data={nameOptions}
            description={t("shiftForm.nameHint")}
            {...form.getInputProps("name")}
            onChange={(name) => {
              form.setFieldValue("name", name);
              // A name's usual times fill From and To, on the day From is on (or was clicked).
              const usual = shiftNames.find((n) => n.name === name);
              const day = values.from?.slice(0, 10) ?? initialDate?.slice(0, 10);
              if (!shift && usual?.from_time && usual.to_time && day) {
                const times = usualTimes(day, usual.from_time, usual.to_time);
                form.setFieldValue("from", times.from);
                form.setFieldValue("to", times.to);
              }
            }}
          />
          {values.name === OTHER_SHIFT_NAME && (
            <TextInput
              label={t("shiftForm.otherName")}
              required
              maxLength={SHIFT_NAME_MAX}
              {...form.getInputProps("other_name")}
            />
          )}
        </SimpleGrid>
        <Textarea
          label={t("shiftForm.description")}
          autosize
          minRows={2}
          maxLength={SHIFT_DESCRIPTION_MAX}
          {...form.getInputProps("desc")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DayTimeFields
            dayLabel={t("shiftForm.fromDay")}
            timeLabel={t("shiftForm.from")}
            description={zoneLabel}
            disabled={!timeZone}
            minDay={firstDay}
            error={form.errors.from}
            value={values.from}
            onChange={(value) => {
              // To keeps the shift's length: moving From to 17:00 does not leave To at 17:00. A From typed anew after
              // it was half typed keeps the length it had then.
              const before = { from: values.from ?? heldFrom.current, to: values.to };
              heldFrom.current = before.from;
              form.setFieldValue("from", value);
              if (value) form.setFieldValue("to", keepLength(before, value));
              form.setFieldValue("chunk", 1);
            }}
          />
          <DayTimeFields
            dayLabel={t("shiftForm.toDay")}
            timeLabel={t("shiftForm.to")}
            description={zoneLabel}
            disabled={!timeZone}
            minDay={values.from?.slice(0, 10) ?? firstDay}
            defaultDay={values.from?.slice(0, 10)}
            error={form.errors.to}
            value={values.to}
            onChange={(value) => {
              heldFrom.current = null;
              form.setFieldValue("to", value);
            }}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={t("shiftForm.weekday")}
            readOnly
            value={draft.from && timeZone ? t(`enums.weekday.${weekdayIn(draft.from, timeZone)}`) : ""}
            placeholder={t("shiftForm.setByFrom")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Stack gap="xs">
            <Checkbox
              label={t("shiftForm.premium")}
              description={t("shiftForm.premiumHint")}
              {...form.getInputProps("premium", { type: "checkbox" })}
            />
            {values.premium && (
              <NumberInput
                label={t("shiftForm.bonus")}
                leftSection="$"
                min={0}
                max={MAX_BONUS}
                decimalScale={2}
                {...form.getInputProps("bonus")}
              />
            )}
          </Stack>
          <ColorInput
            label={t("shiftForm.labelColour")}
            format="hex"
            eyeDropperButtonProps={{ "aria-label": t("shiftForm.pickColour") }}
            {...form.getInputProps("label_color")}
          />
          <NumberInput
            label={t("shiftForm.chunks")}
            description={booked ? bookedNote : t("shiftForm.chunksHint")}
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
              disabled={mutation.isPending || pay.checking}
            >
              {t("actions.cancel")}
            </Button>
          )}
          <Button type="submit" loading={mutation.isPending || pay.checking}>
            {shift ? t("shiftForm.save") : t("shiftForm.create")}
          </Button>
        </Group>
        {/* In a portal: its fields and buttons are not the form's. */}
        {pay.dialog}
      </Stack>
    </form>
  );
}
