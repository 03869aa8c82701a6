import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { ApiError } from "../../../lib/api-client";
import { applyServerErrors } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { useAddPunch, useEditPunch } from "../api/timesheets";
import { fromLocalInput, toLocalInput } from "../lib/zoned";
import { BreakFields, type BreakValue, breakKey, type PunchFormValues } from "./break-fields";

/** What the dialog fixes: a punch (its times), or a booking without one (a missing punch, added). */
export type PunchTarget =
  | {
      kind: "edit";
      id: number;
      inAt: string;
      outAt: string | null;
      breaks: { start_at: string; end_at: string | null }[];
      title: string;
    }
  | { kind: "add"; bookingId: number; inAt: string; outAt: string; title: string };

const HALF_HOUR = 30 * 60_000;

/** A manager's fix of a punch, always with a reason (kept with the punch's history). */
export function PunchDialog({
  target,
  timeZone,
  onClose,
}: {
  target: PunchTarget;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("time");
  const edit = useEditPunch();
  const add = useAddPunch();
  const mutation = target.kind === "edit" ? edit : add;
  const initialBreaks = (target.kind === "edit" ? target.breaks : []).map((b) => ({
    key: breakKey(),
    start: toLocalInput(b.start_at, timeZone),
    end: b.end_at ? toLocalInput(b.end_at, timeZone) : "",
  }));
  const form = useForm<PunchFormValues>({
    initialValues: {
      in_at: toLocalInput(target.inAt, timeZone),
      out_at: target.outAt ? toLocalInput(target.outAt, timeZone) : "",
      breaks: initialBreaks,
      reason: "",
    },
    validate: {
      in_at: (v) => (fromLocalInput(v, timeZone) ? null : t("timesheets.timeRequired")),
      out_at: (v) =>
        v === "" && target.kind === "edit" ? null : fromLocalInput(v, timeZone) ? null : t("timesheets.timeRequired"),
      breaks: {
        start: (v) => (fromLocalInput(v, timeZone) ? null : t("timesheets.timeRequired")),
        end: (v) => (fromLocalInput(v, timeZone) ? null : t("timesheets.timeRequired")),
      },
      reason: (v) => (v.trim() ? null : t("timesheets.reasonRequired")),
    },
  });
  // A new break's suggestion: half an hour from the middle of the punch, which the manager then sets.
  const suggest = (): BreakValue => {
    const { in_at, out_at } = form.getValues();
    const from = Date.parse(fromLocalInput(in_at, timeZone) ?? target.inAt);
    const to = Date.parse(fromLocalInput(out_at, timeZone) ?? target.outAt ?? new Date().toISOString());
    const start = Math.max(from, Math.round((from + to) / 2 / 60_000) * 60_000 - HALF_HOUR / 2);
    const end = Math.min(to, start + HALF_HOUR);
    return {
      key: breakKey(),
      start: toLocalInput(new Date(start).toISOString(), timeZone),
      end: toLocalInput(new Date(Math.max(end, start)).toISOString(), timeZone),
    };
  };
  const submit = form.onSubmit((values) => {
    const inAt = fromLocalInput(values.in_at, timeZone) ?? "";
    const outAt = fromLocalInput(values.out_at, timeZone) ?? undefined;
    const breaks = values.breaks.map((b) => ({
      start_at: fromLocalInput(b.start, timeZone) ?? "",
      end_at: fromLocalInput(b.end, timeZone) ?? "",
    }));
    // Sent only when changed: an open break (no end yet) stays as it is when only the times are fixed.
    const sameBreaks =
      JSON.stringify(values.breaks.map((b) => [b.start, b.end])) ===
      JSON.stringify(initialBreaks.map((b) => [b.start, b.end]));
    const done = {
      onSuccess: ({ message }: { message?: string }) => {
        if (message) notifySuccess(message);
        onClose();
      },
      onError: (error: unknown) => applyServerErrors(form, error),
    };
    const changedBreaks = sameBreaks ? {} : { breaks };
    if (target.kind === "edit")
      edit.mutate({ id: target.id, in_at: inAt, out_at: outAt, reason: values.reason, ...changedBreaks }, done);
    else
      add.mutate(
        { booking_id: target.bookingId, in_at: inAt, out_at: outAt ?? "", reason: values.reason, ...changedBreaks },
        done,
      );
  });
  return (
    <Modal opened onClose={onClose} title={target.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {/* A field's 422 shows under the field; a refusal of the whole change (409, 403) here. */}
          <FormError
            error={mutation.error instanceof ApiError && mutation.error.status !== 422 ? mutation.error : null}
          />
          <TextInput type="datetime-local" label={t("timesheets.clockIn")} required {...form.getInputProps("in_at")} />
          <TextInput
            type="datetime-local"
            label={t("timesheets.clockOut")}
            required={target.kind === "add"}
            {...form.getInputProps("out_at")}
          />
          <BreakFields form={form} suggest={suggest} />
          <Textarea
            label={t("timesheets.reason")}
            required
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps("reason")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("timesheets.cancel")}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t("timesheets.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
