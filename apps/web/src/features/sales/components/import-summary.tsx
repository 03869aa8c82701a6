import type { SalesImportResult } from "@brigade/contract/sales-import";
import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../i18n";
import { formatApiDay } from "../../../lib/formats";
import { RejectedLines } from "./rejected-lines";

/**
 * What a dry run found: the figures of the file and its rejected lines. `sampledFrom`: the size in bytes of a file
 * only the start of which was checked, whose figures are therefore the start's.
 */
export function ImportSummary({ result, sampledFrom }: { result: SalesImportResult; sampledFrom?: number }) {
  const { t } = useTranslation("sales");
  const count = new Intl.NumberFormat(currentLocale());
  const megabytes = new Intl.NumberFormat(currentLocale(), {
    style: "unit",
    unit: "megabyte",
    maximumFractionDigits: 1,
  });
  const days =
    result.from_day && result.to_day
      ? result.from_day === result.to_day
        ? formatApiDay(result.from_day)
        : t("summary.dayRange", { from: formatApiDay(result.from_day), to: formatApiDay(result.to_day) })
      : t("summary.none");
  const figures: [string, string][] = [
    [t("summary.rowsRead"), count.format(result.rows_read)],
    [t("summary.rowsRejected"), count.format(result.rows_rejected)],
    [t("summary.intervals"), count.format(result.intervals)],
    [t("summary.days"), days],
    [t("summary.replaced"), count.format(result.replaced)],
  ];
  return (
    <Stack gap="sm">
      <div>
        <Title order={3} size="h5">
          {sampledFrom === undefined ? t("summary.title") : t("summary.sampledTitle")}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`summary.shape.${result.shape}`)}
        </Text>
        {sampledFrom !== undefined && (
          <Text size="sm">
            {t("summary.sampled", {
              rows: count.format(result.rows_read),
              // In MB of 1024 × 1024 bytes, as the file's limit (50 MB) is counted.
              size: megabytes.format(sampledFrom / (1024 * 1024)),
            })}
          </Text>
        )}
      </div>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 5 }} spacing="sm" verticalSpacing="xs" m={0}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" fw={600} m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {result.intervals === 0 && (
        <Text size="sm" c="red.9">
          {sampledFrom === undefined ? t("summary.nothingToImport") : t("summary.sampledNothing")}
        </Text>
      )}
      <RejectedLines lines={result.rejected} count={result.rows_rejected} />
    </Stack>
  );
}
