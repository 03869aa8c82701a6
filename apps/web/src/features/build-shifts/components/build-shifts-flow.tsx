import { type BuildShiftsBody, buildShiftsSummarySaid } from "@brigade/contract/build-shifts";
import { todayIn } from "@brigade/contract/local-time";
import type { LocationItem } from "@brigade/contract/locations";
import { ianaName } from "@brigade/contract/time-zones";
import { Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconWand } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { StepHeading } from "../../../components/step-heading";
import { StickyActions } from "../../../components/sticky-actions";
import { currentLocale } from "../../../i18n";
import { translated } from "../../../i18n/messages";
import { ApiError } from "../../../lib/api-client";
import { notifySuccess } from "../../../lib/notify";
import { type BuildShiftsAnswer, buildShifts, useRefreshSchedule } from "../api/build-shifts";
import {
  type BuildShiftsErrors,
  type BuildShiftsValues,
  bodyOf,
  errorsByField,
  fieldId,
  firstErrorField,
  formErrors,
  initialValues,
  OPTION_FIELDS,
} from "../lib/build-shifts-form";
import { periodText, positionsOf } from "../lib/build-shifts-preview";
import { BuildCost } from "./build-cost";
import { BuildShiftsFields } from "./build-shifts-fields";
import { CoverageView } from "./coverage-view";
import { NoModelAlert } from "./no-model-alert";
import { ShiftsByDay } from "./shifts-by-day";

/** The period and location just built: what Auto-fill is opened for. */
export type BuiltPeriod = { locationId: number; from: string; to: string };

/** The app's Auto-fill flow for the new shifts (a feature never imports another: the app composes them). */
export type AutoFillNext = (period: BuiltPeriod, close: () => void, onBusyChange: (busy: boolean) => void) => ReactNode;

type Props = {
  locations: LocationItem[];
  initialLocationId: number | null;
  /** The Monday (DD-MM-YYYY) of the week the calendar shows; "" when none. */
  shownWeek: string;
  autoFill?: AutoFillNext;
  onClose: () => void;
  /** Tells the dialog when closing would lose an answer under way (the shifts being created). */
  onBusyChange: (busy: boolean) => void;
};

type Step =
  | { kind: "choose" }
  | { kind: "preview"; answer: BuildShiftsAnswer; body: BuildShiftsBody; values: BuildShiftsValues }
  | { kind: "created"; answer: BuildShiftsAnswer; values: BuildShiftsValues }
  | { kind: "autoFill"; period: BuiltPeriod };

/** A failure the dialog shows: a 409 (no labour model) with its link, anything else as the server said it. */
type Failure = { error: Error; noModel: boolean };

const fieldErrorsOf = (error: unknown): BuildShiftsErrors =>
  error instanceof ApiError && error.status === 422 ? errorsByField(Object.entries(error.errors)) : {};

const summaryOf = (answer: BuildShiftsAnswer) => answer.message || translated(buildShiftsSummarySaid(answer.result));

/** The dialog's content: choose, preview (a dry run), create, then on to Auto-fill for the same days. */
export function BuildShiftsFlow({ locations, initialLocationId, shownWeek, autoFill, onClose, onBusyChange }: Props) {
  const { t } = useTranslation("buildShifts");
  const refresh = useRefreshSchedule();
  const [values, setValues] = useState<BuildShiftsValues>(() => {
    const first = locations.find((l) => l.id === initialLocationId) ?? locations[0] ?? null;
    return initialValues(first?.id ?? null, shownWeek, todayIn(first ? ianaName(first.time_zone) : "UTC"));
  });
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [fieldErrors, setFieldErrors] = useState<BuildShiftsErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState<"preview" | "create" | null>(null);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const previewButton = useRef<HTMLButtonElement>(null);
  const previewing = useRef<AbortController | null>(null);

  useEffect(() => onBusyChange(busy === "create"), [busy, onBusyChange]);
  // Closing the dialog while a preview is asked: nobody waits for that answer any more.
  useEffect(() => () => previewing.current?.abort(), []);

  // Back on the form with an error: the keyboard goes to the first field to correct, else to Preview.
  const [focusTarget, setFocusTarget] = useState<{ field?: string } | null>(null);
  useEffect(() => {
    if (!focusTarget || step.kind !== "choose") return;
    (focusTarget.field ? document.getElementById(focusTarget.field) : previewButton.current)?.focus();
    setFocusTarget(null);
  }, [focusTarget, step.kind]);

  const place = (errors: BuildShiftsErrors) => {
    setFieldErrors(errors);
    const field = firstErrorField(errors);
    if (field && OPTION_FIELDS.includes(field)) setOptionsOpen(true);
    setFocusTarget({ field: field ? fieldId(field) : undefined });
  };

  const fail = (cause: unknown) => {
    const error = cause instanceof Error ? cause : new ApiError(0, String(cause));
    setFailure({ error, noModel: error instanceof ApiError && error.status === 409 });
  };

  const change = (changes: Partial<BuildShiftsValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    const touched: Record<keyof BuildShiftsValues, (keyof BuildShiftsErrors)[]> = {
      locationId: ["location_id"],
      from: ["from", "to"],
      to: ["to"],
      minHours: ["min_hours", "max_hours"],
      maxHours: ["max_hours"],
      startEvery: ["start_every_min"],
    };
    const forget = new Set(Object.keys(changes).flatMap((k) => touched[k as keyof BuildShiftsValues]));
    setFieldErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([f]) => !forget.has(f as keyof BuildShiftsErrors))),
    );
    if ("locationId" in changes) setFailure(null);
  };

  async function preview(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problems = formErrors(values);
    if (problems) {
      place(problems);
      return;
    }
    const body = bodyOf(values, true);
    const controller = new AbortController();
    previewing.current = controller;
    setBusy("preview");
    setFailure(null);
    setFieldErrors({});
    try {
      const answer = await buildShifts(body, controller.signal);
      if (!controller.signal.aborted) setStep({ kind: "preview", answer, body, values });
    } catch (cause) {
      if (controller.signal.aborted) return;
      const placed = fieldErrorsOf(cause);
      if (Object.keys(placed).length > 0) place(placed);
      else fail(cause);
    } finally {
      if (previewing.current === controller) previewing.current = null;
      setBusy(null);
    }
  }

  async function create(previewed: Extract<Step, { kind: "preview" }>) {
    if (busy || previewed.answer.result.shifts.length === 0) return;
    setBusy("create");
    setFailure(null);
    try {
      const answer = await buildShifts({ ...previewed.body, dry_run: false });
      setStep({ kind: "created", answer, values: previewed.values });
      notifySuccess(summaryOf(answer));
    } catch (cause) {
      const placed = fieldErrorsOf(cause);
      // The period or a field is refused now (the days went by meanwhile): back to the form, at that field.
      if (Object.keys(placed).length > 0) {
        setStep({ kind: "choose" });
        place(placed);
      } else fail(cause);
    } finally {
      refresh();
      setBusy(null);
    }
  }

  const back = () => {
    setFailure(null);
    setStep({ kind: "choose" });
    setFocusTarget({});
  };

  const locationOf = (id: number | null) => locations.find((l) => l.id === id);
  const failureView = (locationId: number | null) =>
    failure?.noModel && locationId !== null ? (
      <NoModelAlert message={failure.error.message} locationId={locationId} onFollow={onClose} />
    ) : (
      <FormError error={failure?.error ?? null} />
    );
  const where = (v: BuildShiftsValues) =>
    t("preview.where", {
      location: locationOf(v.locationId)?.name ?? "",
      period: periodText(v.from, v.to, currentLocale()),
    });

  if (step.kind === "autoFill")
    return (
      <Stack gap="md">
        <StepHeading key="autoFill">{t("result.autoFillHeading")}</StepHeading>
        {autoFill?.(step.period, onClose, onBusyChange)}
      </Stack>
    );

  if (step.kind === "created") {
    const { result } = step.answer;
    const v = step.values;
    const canFill = autoFill && result.created > 0 && v.locationId !== null;
    return (
      <Stack gap="md">
        <div>
          {/* A new heading (a new key) at each step: the keyboard moves to it. */}
          <StepHeading key="created">{summaryOf(step.answer)}</StepHeading>
          <Text size="sm" c="dimmed">
            {where(v)}
          </Text>
        </div>
        {result.drafts && result.created > 0 && <Text size="sm">{t("result.drafts")}</Text>}
        {result.created > 0 && <ShiftsByDay shifts={result.shifts} />}
        {canFill && <Text size="sm">{t("result.next")}</Text>}
        <StickyActions>
          <Button variant={canFill ? "default" : "filled"} onClick={onClose}>
            {t("flow.close")}
          </Button>
          {canFill && (
            <Button
              leftSection={<IconWand size={16} aria-hidden />}
              onClick={() =>
                setStep({ kind: "autoFill", period: { locationId: v.locationId ?? 0, from: v.from, to: v.to } })
              }
            >
              {t("result.autoFill")}
            </Button>
          )}
        </StickyActions>
      </Stack>
    );
  }

  if (step.kind === "preview") {
    const { result } = step.answer;
    const count = result.shifts.length;
    const creating = busy === "create";
    return (
      <Stack gap="md">
        <div>
          <StepHeading key="preview">{summaryOf(step.answer)}</StepHeading>
          <Text size="sm" c="dimmed">
            {where(step.values)}
          </Text>
          {count > 0 && (
            <Text size="sm" c="dimmed">
              {t("preview.positions", { count: positionsOf(result.shifts) })}
            </Text>
          )}
        </div>
        {result.cost && count > 0 && <BuildCost cost={result.cost} />}
        {count > 0 && (
          <section aria-labelledby="build-shifts-proposed">
            <Title order={3} size="h5" mb="xs" id="build-shifts-proposed">
              {t("preview.proposed")}
            </Title>
            <ShiftsByDay shifts={result.shifts} />
          </section>
        )}
        <CoverageView coverage={result.coverage} />
        {failureView(step.values.locationId)}
        <StickyActions>
          <Button variant="default" onClick={back} disabled={creating}>
            {t("flow.change")}
          </Button>
          {/* Kept focusable while it runs (a second press is ignored) so the keyboard's place is not lost. */}
          <Button
            onClick={() => void create(step)}
            disabled={count === 0}
            aria-busy={creating || undefined}
            leftSection={creating ? <Loader size={14} color="white" aria-hidden /> : undefined}
          >
            {creating ? t("flow.creating") : t("flow.create", { count })}
          </Button>
        </StickyActions>
      </Stack>
    );
  }

  const building = busy === "preview";
  return (
    <form onSubmit={(event) => void preview(event)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("flow.intro")}
        </Text>
        <BuildShiftsFields
          locations={locations}
          values={values}
          errors={fieldErrors}
          disabled={building}
          optionsOpen={optionsOpen}
          onOptionsToggle={() => setOptionsOpen((open) => !open)}
          onChange={change}
        />
        {building && (
          <Group gap={6} role="status" aria-live="polite">
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed">
              {t("flow.buildingStatus")}
            </Text>
          </Group>
        )}
        {failureView(values.locationId)}
        <StickyActions>
          <Button variant="default" onClick={onClose}>
            {t("flow.cancel")}
          </Button>
          <Button
            type="submit"
            ref={previewButton}
            aria-busy={building || undefined}
            leftSection={building ? <Loader size={14} color="white" aria-hidden /> : undefined}
          >
            {building ? t("flow.building") : t("flow.preview")}
          </Button>
        </StickyActions>
      </Stack>
    </form>
  );
}
