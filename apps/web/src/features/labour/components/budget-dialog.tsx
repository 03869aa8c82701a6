import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { applyServerErrors } from "../../../lib/form-errors";
import { formatApiDay } from "../../../lib/formats";
import { notifySuccess } from "../../../lib/notify";
import { useSetBudget } from "../api/labour";

/** The owner's labour budget of one location's week. */
export function BudgetDialog(props: { locationId: number; week: string; current: string | null; onClose: () => void }) {
  const { t } = useTranslation("time");
  const save = useSetBudget(props.locationId);
  const form = useForm({ initialValues: { amount: props.current ?? "" } });
  const submit = form.onSubmit(({ amount }) =>
    save.mutate(
      { week: props.week, amount: amount.trim() },
      {
        onSuccess: ({ message }) => {
          if (message) notifySuccess(message);
          props.onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) applyServerErrors(form, error);
          else form.setErrors({ amount: error.message });
        },
      },
    ),
  );
  return (
    <Modal opened onClose={props.onClose} title={t("labour.budgetTitle", { week: formatApiDay(props.week) })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("labour.budgetAmount")}
            description={t("labour.budgetHint")}
            inputMode="decimal"
            required
            data-autofocus
            {...form.getInputProps("amount")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t("timesheets.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t("labour.saveBudget")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
