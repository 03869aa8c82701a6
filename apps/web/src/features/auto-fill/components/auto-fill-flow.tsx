import { todayIn } from "@brigade/contract/local-time";
import type { LocationItem } from "@brigade/contract/locations";
import { ianaName } from "@brigade/contract/time-zones";
import { Button, Stack } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { StickyActions } from "../../../components/sticky-actions";
import {
  type AutoFillField,
  type AutoFillFormValues,
  autoFillFormErrors,
  bodyOf,
  weekFrom,
} from "../lib/auto-fill-period";
import { ApplyResult } from "./apply-result";
import { PeriodFields } from "./period-fields";
import { PreviewView } from "./preview-view";
import { SolvingStatus } from "./solving-status";
import { useAutoFill } from "./use-auto-fill";

type Props = {
  locations: LocationItem[];
  initialLocationId: number | null;
  /** Days to fill at first ("YYYY-MM-DD", as custom days), e.g. those shifts were just built for; else this week. */
  initialPeriod?: { from: string; to: string };
  onClose: () => void;
  /** Tells the dialog when closing would lose an answer under way (an apply or an undo). */
  onBusyChange: (busy: boolean) => void;
};

const FIELD_ORDER: AutoFillField[] = ["location_id", "from", "to"];

/** The dialog's content: choose, solve (abortable), preview and untick, apply, undo. */
export function AutoFillFlow({ locations, initialLocationId, initialPeriod, onClose, onBusyChange }: Props) {
  const { t } = useTranslation("planning");
  const flow = useAutoFill();
  const { step, fieldErrors } = flow;
  const [values, setValues] = useState<AutoFillFormValues>(() => {
    const first = locations.find((l) => l.id === initialLocationId) ?? locations[0] ?? null;
    if (initialPeriod) return { locationId: first?.id ?? null, choice: "custom", ...initialPeriod };
    const week = weekFrom(todayIn(first ? ianaName(first.time_zone) : "UTC"), 0);
    return { locationId: first?.id ?? null, choice: "this_week", from: week.from.toString(), to: week.to.toString() };
  });
  const location = locations.find((l) => l.id === values.locationId);
  const today = todayIn(location ? ianaName(location.time_zone) : "UTC");
  const findButton = useRef<HTMLButtonElement>(null);

  useEffect(() => onBusyChange(flow.busy !== null), [flow.busy, onBusyChange]);

  // Back from a solve (refused or cancelled): the keyboard goes to the first field to change, else to Find.
  const previous = useRef(step.kind);
  useEffect(() => {
    const from = previous.current;
    previous.current = step.kind;
    if (step.kind !== "choose" || from !== "solving") return;
    const field = FIELD_ORDER.find((f) => fieldErrors[f]);
    (field ? document.getElementById(`auto-fill-${field}`) : findButton.current)?.focus();
  }, [step.kind, fieldErrors]);

  const change = (changes: Partial<AutoFillFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    if ("locationId" in changes) flow.forgetField("location_id");
    if ("from" in changes || "choice" in changes) flow.forgetField("from");
    if ("to" in changes || "from" in changes || "choice" in changes) flow.forgetField("to");
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (step.kind === "solving") return;
    const problems = autoFillFormErrors(values, today);
    if (problems) {
      flow.setFieldErrors(problems);
      const field = FIELD_ORDER.find((f) => problems[f]);
      if (field) document.getElementById(`auto-fill-${field}`)?.focus();
      return;
    }
    void flow.find(bodyOf(values, today));
  };

  if (step.kind === "preview")
    return (
      <PreviewView
        locationId={values.locationId}
        preview={step.preview}
        applying={flow.busy === "apply"}
        error={flow.error}
        onApply={(items) => void flow.apply(step.preview, items)}
        onBack={flow.restart}
      />
    );
  if (step.kind === "applied" || step.kind === "undone")
    return (
      <ApplyResult
        preview={step.preview}
        applied={step.applied}
        undone={step.kind === "undone" ? step.undone : null}
        undoing={flow.busy === "undo"}
        error={flow.error}
        onUndo={() => void flow.undo(step.preview, step.applied)}
        onClose={onClose}
      />
    );

  const solving = step.kind === "solving";
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PeriodFields
          locations={locations}
          values={values}
          errors={fieldErrors}
          today={today}
          disabled={solving}
          onChange={change}
        />
        {solving && <SolvingStatus />}
        <FormError error={flow.error} />
        <StickyActions>
          {solving ? (
            <Button variant="default" onClick={flow.cancelFind}>
              {t("autoFill.cancel")}
            </Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose}>
                {t("autoFill.cancel")}
              </Button>
              <Button type="submit" ref={findButton}>
                {t("autoFill.find")}
              </Button>
            </>
          )}
        </StickyActions>
      </Stack>
    </form>
  );
}
