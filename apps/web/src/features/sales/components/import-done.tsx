import type { SalesImportResult } from "@brigade/contract/sales-import";
import { Alert, Text } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../i18n";
import { RejectedLines } from "./rejected-lines";

/**
 * What the server said of an import, and the lines of the whole file it rejected: a check of a large file read only
 * its start, so these may be lines the manager has not seen yet.
 */
export function ImportDone({
  message,
  result,
  ref,
}: {
  message: string;
  result: SalesImportResult;
  ref: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation("sales");
  const rejected = result.rows_rejected;
  return (
    <>
      {/* No title: a light alert's title is drawn in its colour's light shade, below 4.5:1. */}
      <Alert ref={ref} tabIndex={-1} color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        <Text size="sm" fw={600}>
          {message}
        </Text>
        {rejected > 0 && (
          <Text size="sm">
            {t("import.rejectedRows", {
              count: rejected,
              rows: new Intl.NumberFormat(currentLocale()).format(rejected),
            })}
          </Text>
        )}
      </Alert>
      {/* Beside the status, not in it: a table is not read out as it appears. */}
      <RejectedLines lines={result.rejected} count={rejected} />
    </>
  );
}
