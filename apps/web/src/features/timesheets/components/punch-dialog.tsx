import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { ApiError } from "../../../lib/api-client";
import { applyServerErrors } from "../../../lib/form-errors";
import { notifySuccess } from "../../../lib/notify";
import { useAddPunch, useEditPunch } from "../api/timesheets";
import { fromLocalInput, toLocalInput } from "../lib/zoned";

/** What the dialog fixes: a punch (its times), or a booking without one (a missing punch, added). */
export type PunchTarget =
  | { kind: "edit"; id: number; inAt: string; outAt: string | null; title: string }
  | { kind: "add"; bookingId: number; inAt: string; outAt: string; title: string };

type Values = { in_at: string; out_at: string; reason: string };

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
  const form = useForm<Values>({
    initialValues: {
      in_at: toLocalInput(target.inAt, timeZone),
      out_at: target.outAt ? toLocalInput(target.outAt, timeZone) : "",
      reason: "",
    },
    validate: {
      in_at: (v) => (fromLocalInput(v, timeZone) ? null : t("timesheets.timeRequired")),
      out_at: (v) =>
        v === "" && target.kind === "edit" ? null : fromLocalInput(v, timeZone) ? null : t("timesheets.timeRequired"),
      reason: (v) => (v.trim() ? null : t("timesheets.reasonRequired")),
    },
  });
  const submit = form.onSubmit((values) => {
    const inAt = fromLocalInput(values.in_at, timeZone) ?? "";
    const outAt = fromLocalInput(values.out_at, timeZone) ?? undefined;
    const done = {
      onSuccess: ({ message }: { message?: string }) => {
        if (message) notifySuccess(message);
        onClose();
      },
      onError: (error: unknown) => applyServerErrors(form, error),
    };
    if (target.kind === "edit") edit.mutate({ id: target.id, in_at: inAt, out_at: outAt, reason: values.reason }, done);
    else add.mutate({ booking_id: target.bookingId, in_at: inAt, out_at: outAt ?? "", reason: values.reason }, done);
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
