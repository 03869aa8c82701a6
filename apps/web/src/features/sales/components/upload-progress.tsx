import { Group, Loader, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../i18n";
import type { SendProgress } from "../api/import-file";

/** A file on its way: the share sent as a bar and a percentage, then the server's reading of it. */
export function UploadProgress({ progress, importing }: { progress: SendProgress; importing: boolean }) {
  const { t } = useTranslation("sales");
  const percent = new Intl.NumberFormat(currentLocale(), { style: "percent" }).format(progress.percent / 100);
  return (
    <Stack gap={6}>
      {/* The phase is announced; the percentage is the bar's value, read when asked rather than at every step. */}
      <Group gap="xs" role="status">
        {progress.reading && <Loader size="xs" aria-hidden />}
        <Text size="sm" fw={600}>
          {progress.reading ? t("import.reading") : importing ? t("import.importing") : t("import.checking")}
        </Text>
      </Group>
      <Progress value={progress.percent} aria-label={t("import.progress")} animated={!progress.reading} />
      <Text size="sm" c="dimmed">
        {t("import.sent", { percent })}
      </Text>
    </Stack>
  );
}
