import { splitIntoSlots } from "@brigade/contract/slots";
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { dateTimeIn } from "../../../lib/formats";

type Props = { from: Date | null; to: Date | null; chunk: number; timeZone: string | null };

/** The slots the server will derive (chunk 1: one Full break; chunk n: n equal Half breaks). */
export function BreaksPreview({ from, to, chunk, timeZone }: Props) {
  const { t } = useTranslation("schedule");
  const ready = from && to && timeZone && to.getTime() > from.getTime() && chunk >= 1 && chunk <= 3;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="breaks-preview-title">
      <Text id="breaks-preview-title" fw={600} size="sm" mb={4}>
        {t("breaks.title")}
      </Text>
      {ready ? (
        <Stack gap={4} component="ol" m={0} p={0} style={{ listStyle: "none" }}>
          {splitIntoSlots(from, to, chunk).map((slot) => (
            <Group key={slot.seq} component="li" gap="xs" wrap="nowrap">
              <Badge variant="filled" color={slot.type === "Full" ? "blue.9" : "grape.9"} w={56}>
                {t(`enums.slotType.${slot.type}`)}
              </Badge>
              <Text size="sm">
                {dateTimeIn(slot.from, timeZone)} – {dateTimeIn(slot.to, timeZone)}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t("breaks.waiting")}
        </Text>
      )}
    </Paper>
  );
}
