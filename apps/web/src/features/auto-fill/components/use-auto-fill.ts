import type {
  AutoFillApplyItem,
  AutoFillApplyPayload,
  AutoFillBody,
  AutoFillPayload,
  AutoFillUndoPayload,
} from "@brigade/contract/auto-fill";
import { AUTO_FILL_MESSAGES } from "@brigade/contract/auto-fill";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { translated } from "../../../i18n/messages";
import { ApiError } from "../../../lib/api-client";
import { notifySuccess } from "../../../lib/notify";
import { SCHEDULE_KEY } from "../../../lib/schedule-key";
import { applyAutoFill } from "../api/apply-auto-fill";
import { proposeAutoFill } from "../api/propose-auto-fill";
import { undoAutoFill } from "../api/undo-auto-fill";
import { type AutoFillFormErrors, formErrorsOf } from "../lib/auto-fill-period";

/** The assignments feature's root key (who is free for a slot): bookings change it as the Assign modal's do. */
const ASSIGNMENTS_KEY = ["assignments"] as const;

export type AutoFillStep =
  | { kind: "choose" }
  | { kind: "solving" }
  | { kind: "preview"; preview: AutoFillPayload }
  | { kind: "applied"; preview: AutoFillPayload; applied: AutoFillApplyPayload }
  | { kind: "undone"; preview: AutoFillPayload; applied: AutoFillApplyPayload; undone: AutoFillUndoPayload };

/**
 * The dialog's journey: find a proposal (abortable: the solve can take seconds), apply the ticked part, undo
 * it. Field errors of a 422 go next to their fields; any other failure is kept to be shown in the dialog.
 */
export function useAutoFill() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<AutoFillStep>({ kind: "choose" });
  const [fieldErrors, setFieldErrors] = useState<AutoFillFormErrors>({});
  const [error, setError] = useState<Error | null>(null);
  const [busy, setBusy] = useState<"apply" | "undo" | null>(null);
  const finding = useRef<AbortController | null>(null);

  const abortFind = useCallback(() => {
    finding.current?.abort();
    finding.current = null;
  }, []);
  // Closing the dialog mid-solve: nobody waits for that answer any more.
  useEffect(() => abortFind, [abortFind]);

  // Calendar, rosters, dashboard, timelines (all under the schedule key) and who is free for a slot.
  const refreshSchedule = () => {
    void queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    void queryClient.invalidateQueries({ queryKey: ASSIGNMENTS_KEY });
  };

  const fail = (cause: unknown) => setError(cause instanceof Error ? cause : new ApiError(0, String(cause)));

  async function find(body: AutoFillBody) {
    abortFind();
    const controller = new AbortController();
    finding.current = controller;
    setError(null);
    setFieldErrors({});
    setStep({ kind: "solving" });
    try {
      const preview = await proposeAutoFill(body, controller.signal);
      if (!controller.signal.aborted) setStep({ kind: "preview", preview });
    } catch (cause) {
      if (controller.signal.aborted) return;
      setStep({ kind: "choose" });
      const placed = cause instanceof ApiError && cause.status === 422 ? formErrorsOf(cause.errors) : {};
      setFieldErrors(placed);
      if (Object.keys(placed).length === 0) fail(cause);
    } finally {
      if (finding.current === controller) finding.current = null;
    }
  }

  function cancelFind() {
    abortFind();
    setStep({ kind: "choose" });
  }

  async function apply(preview: AutoFillPayload, items: AutoFillApplyItem[]) {
    if (busy) return;
    setBusy("apply");
    setError(null);
    try {
      const { message, result } = await applyAutoFill({ assignments: items });
      setStep({ kind: "applied", preview, applied: result });
      notifySuccess(message || translated(AUTO_FILL_MESSAGES.applied.said(result.applied)));
    } catch (cause) {
      fail(cause);
    } finally {
      refreshSchedule();
      setBusy(null);
    }
  }

  async function undo(preview: AutoFillPayload, applied: AutoFillApplyPayload) {
    if (busy || applied.apply_id === null) return;
    setBusy("undo");
    setError(null);
    try {
      const { message, result } = await undoAutoFill({ apply_id: applied.apply_id });
      setStep({ kind: "undone", preview, applied, undone: result });
      notifySuccess(message || translated(AUTO_FILL_MESSAGES.undone.said(result.released)));
    } catch (cause) {
      fail(cause);
    } finally {
      refreshSchedule();
      setBusy(null);
    }
  }

  /** Back to the choice of location and period (a new search). */
  function restart() {
    abortFind();
    setError(null);
    setStep({ kind: "choose" });
  }

  const forgetField = (field: keyof AutoFillFormErrors) =>
    setFieldErrors((current) => {
      const { [field]: _gone, ...rest } = current;
      return rest;
    });

  return { step, fieldErrors, setFieldErrors, forgetField, error, busy, find, cancelFind, apply, undo, restart };
}
