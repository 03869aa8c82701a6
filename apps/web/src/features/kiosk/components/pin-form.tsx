import { PIN_MAX_DIGITS, pinBody, pinPayload } from "@brigade/contract/time-clock";
import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ApiError, api } from "../../../lib/api-client";
import { applyServerErrors } from "../../../lib/form-errors";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { contractResolver } from "../../../lib/validate";

/** One's own kiosk PIN (PUT /api/auth/pin): set a new one, or remove it. */
export function PinForm() {
  const { t } = useTranslation("time");
  const save = useMutation({ mutationFn: (pin: string | null) => api.put("/auth/pin", pinPayload, { pin }) });
  const form = useForm<{ pin: string }>({
    initialValues: { pin: "" },
    validate: contractResolver(pinBody),
  });
  const send = (pin: string | null) =>
    save.mutate(pin, {
      onSuccess: ({ message }) => {
        form.reset();
        if (message) notifySuccess(message);
      },
      onError: (error) => {
        // A PIN someone else has is a 409: it belongs under the field, like a 422.
        if (error instanceof ApiError && error.status === 409) form.setErrors({ pin: error.message });
        else if (error instanceof ApiError && error.status === 422) applyServerErrors(form, error);
        else notifyError(error);
      },
    });
  return (
    <form onSubmit={form.onSubmit(({ pin }) => send(pin))} noValidate>
      <Stack maw={420}>
        <PasswordInput
          label={t("pin.label")}
          inputMode="numeric"
          autoComplete="off"
          maxLength={PIN_MAX_DIGITS}
          {...form.getInputProps("pin")}
        />
        <Group>
          <Button type="submit" loading={save.isPending && save.variables !== null}>
            {t("pin.save")}
          </Button>
          {/* outline keeps red.9; subtle would lighten it to red.6, below AA contrast on white */}
          <Button
            variant="outline"
            color="red.9"
            loading={save.isPending && save.variables === null}
            onClick={() => send(null)}
          >
            {t("pin.remove")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
