import { type AreaItem, areaRoleUpdateBody } from "@brigade/contract/locations";
import { requiredMessage } from "@brigade/contract/messages";
import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { translated } from "../../../i18n/messages";
import { applyServerErrors } from "../../../lib/form-errors";
import { fieldRule } from "../../../lib/validate";
import { useCreateRole } from "../api/create-role";

type Props = { areas: AreaItem[]; defaultAreaId?: number | null };

type Values = { area_id: string | null; name: string };

export function AddRoleForm({ areas, defaultAreaId }: Props) {
  const { t } = useTranslation("business");
  const mutation = useCreateRole();
  const firstArea = defaultAreaId ?? areas[0]?.id ?? null;
  const form = useForm<Values>({
    initialValues: { area_id: firstArea ? String(firstArea) : null, name: "" },
    validate: {
      area_id: (value) => (value ? null : translated(requiredMessage.said("area"))),
      name: fieldRule(areaRoleUpdateBody.shape.name),
    },
  });

  // Keep the chosen area valid when the location (and so its areas) changes.
  const areaIds = areas.map((area) => area.id).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the list of areas only.
  useEffect(() => {
    const current = form.values.area_id;
    if (!current || !areas.some((area) => String(area.id) === current)) {
      form.setFieldValue("area_id", areas[0] ? String(areas[0].id) : null);
    }
  }, [areaIds]);

  const submit = form.onSubmit(({ area_id, name }) => {
    if (mutation.isPending || !area_id) return;
    mutation.mutate(
      { area_id: Number(area_id), name },
      {
        onSuccess: () => form.setFieldValue("name", ""),
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t("addRoleForm.area")}
          searchable
          required
          data={areas.map((area) => ({ value: String(area.id), label: area.name }))}
          allowDeselect={false}
          {...form.getInputProps("area_id")}
        />
        <TextInput
          label={t("addRoleForm.name")}
          description={t("addRoleForm.hint")}
          required
          {...form.getInputProps("name")}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t("addRoleForm.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
