import { type BusinessPayload, updateBusinessBody } from "@brigade/contract/business";
import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../i18n";
import { applyServerErrors } from "../../../lib/form-errors";
import { contractResolver } from "../../../lib/validate";
import { useUpdateBusiness } from "../api/update-business";

type Props = { business: BusinessPayload; onChanged: () => void };

export function BusinessNameForm({ business, onChanged }: Props) {
  const { t } = useTranslation("business");
  const mutation = useUpdateBusiness(onChanged);
  const form = useForm({
    initialValues: { name: business.name, currency: business.currency },
    validate: contractResolver(updateBusinessBody),
  });
  // Every ISO 4217 code the browser can write amounts in, named in the app's language.
  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames([currentLocale()], { type: "currency" });
    const codes = Intl.supportedValuesOf("currency");
    return (codes.includes(business.currency) ? codes : [business.currency, ...codes]).map((code) => ({
      value: code,
      label: `${code} · ${names.of(code) ?? code}`,
    }));
  }, [business.currency]);

  const submit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values, {
      onSuccess: ({ payload }) => form.resetDirty({ name: payload.name, currency: payload.currency }),
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t("businessNameForm.name")} required {...form.getInputProps("name")} />
        <Select
          label={t("businessNameForm.currency")}
          description={t("businessNameForm.currencyHint")}
          data={currencies}
          searchable
          allowDeselect={false}
          maw={360}
          {...form.getInputProps("currency")}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending} disabled={!form.isDirty()}>
            {t("businessNameForm.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
