import { WEEKDAYS } from "@brigade/contract/enums";
import type { Opening } from "@brigade/contract/opening-hours";
import { ActionIcon, Button, Group, Stack, Text, Title, Tooltip } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ClockTimeInput } from "../../../components/clock-time-input";
import { ApiError } from "../../../lib/api-client";
import { useUpdateOpeningHours } from "../api/demand";
import { OPENINGS_PER_DAY, type OpeningValues, openingBody, openingRows, rowErrors } from "../lib/demand-rows";

/** The week's opening hours: up to three openings a weekday, Monday first; Save replaces them all. */
export function OpeningHoursForm({ locationId, days }: { locationId: number; days: Opening[] }) {
  const { t } = useTranslation("business");
  const update = useUpdateOpeningHours(locationId);
  const form = useForm<OpeningValues>({ initialValues: openingRows(days) });

  const submit = form.onSubmit((values) => {
    if (update.isPending) return;
    const { body, paths } = openingBody(values);
    form.clearErrors();
    update.mutate(body, {
      onSuccess: ({ payload }) => {
        const next = openingRows(payload.days);
        form.setValues(next);
        form.resetDirty(next);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) form.setErrors(rowErrors(error.errors, "days", paths));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {WEEKDAYS.map((weekday) => {
          const rows = form.values.days[weekday];
          const day = t(`weekdays.${weekday}`);
          return (
            <section key={weekday} aria-labelledby={`opening-${weekday}`}>
              <Group justify="space-between" gap={4} mb={4}>
                <Title order={3} size="h5" id={`opening-${weekday}`}>
                  {day}
                </Title>
                {rows.length < OPENINGS_PER_DAY && (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    aria-label={t("openingHours.addOf", { day })}
                    onClick={() => form.insertListItem(`days.${weekday}`, { open: "", close: "" })}
                  >
                    {t("openingHours.add")}
                  </Button>
                )}
              </Group>
              {rows.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t("openingHours.closed")}
                </Text>
              ) : (
                <Stack gap="xs">
                  {rows.map((_row, index) => {
                    const path = `days.${weekday}.${index}`;
                    const rowError = form.errors[path];
                    const n = index + 1;
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the day
                      <Stack key={index} gap={2}>
                        <Group gap="xs" align="flex-end" wrap="wrap">
                          <ClockTimeInput
                            label={t("openingHours.opens", { day, n })}
                            w={215}
                            value={form.values.days[weekday][index]?.open}
                            onChange={(value) => form.setFieldValue(`${path}.open`, value)}
                            error={form.errors[`${path}.open`]}
                          />
                          <ClockTimeInput
                            label={t("openingHours.closes", { day, n })}
                            w={215}
                            value={form.values.days[weekday][index]?.close}
                            onChange={(value) => form.setFieldValue(`${path}.close`, value)}
                            error={form.errors[`${path}.close`]}
                          />
                          <Tooltip label={t("openingHours.remove")}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              size="lg"
                              aria-label={t("openingHours.removeOf", { day, n })}
                              onClick={() => form.removeListItem(`days.${weekday}`, index)}
                            >
                              <IconTrash size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                        {rowError && (
                          <Text size="sm" c="red" role="alert">
                            {rowError}
                          </Text>
                        )}
                      </Stack>
                    );
                  })}
                </Stack>
              )}
            </section>
          );
        })}
        {form.errors.days && (
          <Text size="sm" c="red" role="alert">
            {form.errors.days}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t("openingHours.help")}
        </Text>
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            {t("openingHours.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
