import type { LocationItem } from "@brigade/contract/locations";
import { MAX_ROLE_COUNT } from "@brigade/contract/shift-rules";
import { ActionIcon, Button, Group, Input, NumberInput, Paper, Select, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ShiftFormValues } from "../lib/shift-form-values";

type Props = { form: UseFormReturnType<ShiftFormValues>; location: LocationItem | undefined };

/** Repeatable work areas of the chosen location, each with repeatable roles and counts. */
export function AreaRows({ form, location }: Props) {
  const { t } = useTranslation("schedule");
  const areas = form.values.areas;
  const areaOptions = (location?.areas ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  const error = (key: string) => form.errors[key] as string | undefined;

  return (
    // A fieldset is at least as wide as its content by default (min-inline-size: min-content): on a 390 px phone a
    // long button label (French) pushed it past the form's edge.
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minInlineSize: 0 }}>
      <Input.Label component="legend" required>
        {t("areaRows.legend")}
      </Input.Label>
      {!location && (
        <Text size="sm" c="dimmed">
          {t("areaRows.chooseLocation")}
        </Text>
      )}
      {error("areas") && <Input.Error>{error("areas")}</Input.Error>}
      {areas.map((area, i) => {
        const roles = location?.areas.find((a) => String(a.id) === area.id)?.area_role ?? [];
        const roleOptions = roles.map((r) => ({ value: String(r.id), label: r.name }));
        const areaNumber = { number: i + 1 };
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          <Paper key={i} withBorder radius="md" p="sm">
            <Stack gap="xs">
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <Select
                  label={t("areaRows.area", areaNumber)}
                  placeholder={t("areaRows.chooseArea")}
                  required
                  disabled={!location}
                  data={areaOptions}
                  style={{ flex: 1 }}
                  value={area.id}
                  error={error(`areas.${i}.id`)}
                  onChange={(value) => {
                    form.setFieldValue(`areas.${i}.id`, value);
                    form.setFieldValue(`areas.${i}.area_role`, [{ id: null, count: 1 }]);
                  }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  size="lg"
                  mb={error(`areas.${i}.id`) ? 22 : 2}
                  aria-label={t("areaRows.removeArea", areaNumber)}
                  disabled={areas.length === 1}
                  onClick={() => form.removeListItem("areas", i)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              {error(`areas.${i}.area_role`) && <Input.Error>{error(`areas.${i}.area_role`)}</Input.Error>}
              {area.area_role.map((role, j) => {
                const roleError = error(`areas.${i}.area_role.${j}`);
                const which = { role: j + 1, area: i + 1 };
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
                  <Stack key={j} gap={2} pl={{ base: 0, sm: "md" }}>
                    <Group align="flex-end" gap="xs" wrap="nowrap">
                      <Select
                        label={t("areaRows.role", { number: j + 1 })}
                        aria-label={t("areaRows.roleOf", which)}
                        placeholder={t("areaRows.chooseRole")}
                        required
                        disabled={!area.id}
                        data={roleOptions}
                        style={{ flex: 1 }}
                        value={role.id}
                        error={Boolean(roleError)}
                        onChange={(value) => form.setFieldValue(`areas.${i}.area_role.${j}.id`, value)}
                      />
                      <NumberInput
                        label={t("areaRows.count")}
                        aria-label={t("areaRows.countOf", which)}
                        required
                        min={1}
                        max={MAX_ROLE_COUNT}
                        allowDecimal={false}
                        w={88}
                        value={role.count}
                        error={Boolean(roleError)}
                        onChange={(value) => form.setFieldValue(`areas.${i}.area_role.${j}.count`, value)}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red.9"
                        size="lg"
                        mb={2}
                        aria-label={t("areaRows.removeRole", which)}
                        disabled={area.area_role.length === 1}
                        onClick={() => form.removeListItem(`areas.${i}.area_role`, j)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                    {roleError && <Input.Error>{roleError}</Input.Error>}
                  </Stack>
                );
              })}
              <Group pl={{ base: 0, sm: "md" }}>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  // Its label wraps on a phone rather than running past the box ("Ajouter un rôle à la zone de …").
                  h="auto"
                  mih={26}
                  py={4}
                  styles={{ label: { whiteSpace: "normal", textAlign: "start", lineHeight: 1.3 } }}
                  leftSection={<IconPlus size={16} aria-hidden />}
                  disabled={!area.id}
                  onClick={() => form.insertListItem(`areas.${i}.area_role`, { id: null, count: 1 })}
                >
                  {t("areaRows.addRole", areaNumber)}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!location}
          onClick={() => form.insertListItem("areas", { id: null, area_role: [{ id: null, count: 1 }] })}
        >
          {t("areaRows.addArea")}
        </Button>
      </Group>
    </Stack>
  );
}
