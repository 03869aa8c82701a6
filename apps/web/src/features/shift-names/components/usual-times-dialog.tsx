import type { ShiftNameItem } from "@brigade/contract/shift-names";
import { Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ClockTimeInput } from "../../../components/clock-time-input";
import { applyServerErrors } from "../../../lib/form-errors";
import { useUpdateShiftName } from "../api/update-shift-name";

/**
 * A name's usual times, typed ("HH:mm"), changed or cleared after it was added: the Create Shift form fills From and
 * To with them. Both or neither, as the server checks (its message shows under the field).
 */
export function UsualTimesDialog({ item, onClose }: { item: ShiftNameItem | null; onClose: () => void }) {
  const { t } = useTranslation("business");
  const update = useUpdateShiftName();
  const form = useForm({ initialValues: { from_time: "", to_time: "" } });
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once per name opened.
  useEffect(() => {
    if (item) form.setValues({ from_time: item.from_time ?? "", to_time: item.to_time ?? "" });
  }, [item]);

  const save = (times: { from_time: string | null; to_time: string | null }) => {
    if (!item || update.isPending) return;
    update.mutate(
      { id: item.id, name: item.name, ...times },
      { onSuccess: onClose, onError: (error) => applyServerErrors(form, error) },
    );
  };
  const submit = form.onSubmit(({ from_time, to_time }) =>
    save({ from_time: from_time || null, to_time: to_time || null }),
  );

  return (
    <Modal opened={item !== null} onClose={onClose} title={t("usualTimes.title", { name: item?.name ?? "" })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t("usualTimes.hint")}
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            <ClockTimeInput
              label={t("addShiftNameForm.fromTime")}
              autoFocusHours
              {...form.getInputProps("from_time")}
            />
            <ClockTimeInput label={t("addShiftNameForm.toTime")} {...form.getInputProps("to_time")} />
          </SimpleGrid>
          <Group justify="space-between">
            <Button
              variant="subtle"
              color="red"
              onClick={() => save({ from_time: null, to_time: null })}
              disabled={!item?.from_time}
            >
              {t("usualTimes.clear")}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t("shared.cancel")}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {t("usualTimes.save")}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
