import { MAX_IMPORT_BYTES, SALES_IMPORT_MESSAGES, type SalesImportResult } from "@brigade/contract/sales-import";
import { Alert, Button, Group, Input, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { translated } from "../../../i18n/messages";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useSendSalesFile } from "../api/import-file";
import { checkSample } from "../lib/check-sample";
import { type ColumnMapping, columnsParam, type Shape } from "../lib/column-mapping";
import { type CsvPreview, readPreview } from "../lib/csv-preview";
import { linesOf, type RejectedLine } from "../lib/rejected-lines";
import { ColumnMappingForm } from "./column-mapping-form";
import { FilePreview } from "./file-preview";
import { ImportDone } from "./import-done";
import { ImportSummary } from "./import-summary";
import { RejectedLines } from "./rejected-lines";
import { UploadProgress } from "./upload-progress";

type Failure = { of: "check" | "import"; message: string; lines: RejectedLine[]; retry?: () => void };
/** `sampled`: only the file's start was checked (see check-sample.ts). */
type Checked = { result: SalesImportResult; columns?: string; sampled: boolean };
type Done = { message: string; result: SalesImportResult };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/** What a failed check or import shows: the server's message and the lines it names, if any. */
const failureOf = (of: Failure["of"], error: unknown, retry?: () => void): Failure => ({
  of,
  message: errorMessage(error),
  lines: error instanceof ApiError ? linesOf(error.errors) : [],
  retry,
});

/** A 422 that says the file's first line names neither shape: the manager can then say which column is which. */
const headerNotRecognised = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 422 &&
  (error.errors.file ?? []).includes(translated(SALES_IMPORT_MESSAGES.header));

/**
 * Importing a till's CSV export: choosing the file shows its first rows and checks it (a dry run: what would be read,
 * rejected and replaced; of a large file, its start only); Import then sends it whole and writes it. A header the
 * server does not know asks which column is which. The chosen file stays until it is imported, so a failure can be
 * tried again.
 */
export function ImportPanel({ locationId }: { locationId: number }) {
  const { t } = useTranslation("sales");
  const { send, progress } = useSendSalesFile(locationId);
  const inputId = useId();
  const titleId = useId();
  // A new key empties the native file input once its file is imported.
  const [inputKey, setInputKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [mapping, setMapping] = useState(false);
  const [sending, setSending] = useState<"check" | "import" | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const chosen = useRef<File | null>(null);

  // The Import button went with the imported file: focus goes to what the server said.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const check = async (target: File, columns?: string) => {
    setSending("check");
    setFailure(null);
    setChecked(null);
    try {
      const sample = await checkSample(target);
      // Another file was chosen meanwhile: sending this one would cancel that file's check.
      if (chosen.current !== target) return;
      const { payload } = await send({ file: sample, dryRun: true, columns });
      setChecked({ result: payload, columns, sampled: sample !== target });
    } catch (error) {
      if (isAbort(error)) return;
      const header = headerNotRecognised(error);
      if (header) setMapping(true);
      // A header to map is tried again by the mapping's own button.
      setFailure(failureOf("check", error, header ? undefined : () => void check(target, columns)));
    } finally {
      if (chosen.current === target) setSending(null);
    }
  };

  const choose = (next: File | null) => {
    chosen.current = next;
    setFile(next);
    setPreview(null);
    setMapping(false);
    setChecked(null);
    setFailure(null);
    setDone(null);
    if (!next) return;
    // The preview is a courtesy: a file the browser cannot read is still sent, and the server says what it found.
    void readPreview(next)
      .then((read) => chosen.current === next && setPreview(read))
      .catch(() => undefined);
    if (next.size > MAX_IMPORT_BYTES) {
      setFailure({ of: "check", message: translated(SALES_IMPORT_MESSAGES.tooLarge), lines: [] });
      return;
    }
    void check(next);
  };

  const importFile = async () => {
    if (!file || !checked || sending) return;
    setSending("import");
    setFailure(null);
    try {
      const { payload, message } = await send({ file, dryRun: false, columns: checked.columns });
      chosen.current = null;
      setFile(null);
      setPreview(null);
      setMapping(false);
      setChecked(null);
      setInputKey((key) => key + 1);
      setDone({ message: message ?? "", result: payload });
    } catch (error) {
      if (!isAbort(error)) setFailure(failureOf("import", error, () => void importFile()));
    } finally {
      setSending(null);
    }
  };

  const checkMapped = (shape: Shape, columns: ColumnMapping) => {
    if (file && !sending) void check(file, columnsParam(columns, shape));
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t("import.title")}
        </Title>
        <Input.Wrapper id={inputId} label={t("import.file")} description={t("import.fileHint")}>
          <Input
            key={inputKey}
            ref={inputRef}
            id={inputId}
            component="input"
            type="file"
            accept=".csv,text/csv"
            styles={{ input: { paddingTop: 5 } }}
            // The import under way is this file's: another could not stop what the server is already writing.
            disabled={sending === "import"}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => choose(event.currentTarget.files?.[0] ?? null)}
          />
        </Input.Wrapper>
        {done && <ImportDone ref={doneRef} message={done.message} result={done.result} />}
        {file && preview && <FilePreview name={file.name} preview={preview} />}
        {failure && (
          <Alert
            color="red"
            variant="light"
            title={failure.of === "check" ? t("import.checkFailed") : t("import.importFailed")}
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
          >
            <Stack gap="xs">
              <Text size="sm">{failure.message}</Text>
              <RejectedLines lines={failure.lines} count={failure.lines.length} />
              {failure.retry && (
                <Group>
                  <Button
                    size="xs"
                    variant="white"
                    color="red.9"
                    aria-disabled={sending !== null || undefined}
                    onClick={() => {
                      if (sending) return;
                      // The alert goes as the file is sent again: focus waits on the file's field, not the page.
                      inputRef.current?.focus();
                      failure.retry?.();
                    }}
                  >
                    {t("import.tryAgain")}
                  </Button>
                </Group>
              )}
            </Stack>
          </Alert>
        )}
        {file && preview && mapping && (
          <ColumnMappingForm header={preview.header} busy={sending !== null} onCheck={checkMapped} />
        )}
        {progress && sending && <UploadProgress progress={progress} importing={sending === "import"} />}
        {checked && (
          <>
            <ImportSummary result={checked.result} sampledFrom={checked.sampled ? file?.size : undefined} />
            <Group>
              {/* Not `loading`: a disabled button would drop the keyboard's focus while the file is sent. */}
              <Button
                onClick={() => void importFile()}
                aria-disabled={sending !== null || undefined}
                disabled={checked.result.intervals === 0}
              >
                {t("import.import")}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
