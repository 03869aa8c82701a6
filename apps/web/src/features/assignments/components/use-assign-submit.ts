import { ASSIGN_MESSAGES, hoursBetween } from "@brigade/contract/assignments";
import { type CandidateFit, FIT_CONFIRMATION } from "@brigade/contract/fit";
import type { ShiftItem } from "@brigade/contract/shifts";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useChangePay } from "../../../components/change-pay";
import { translated } from "../../../i18n/messages";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SCHEDULE_KEY } from "../../../lib/schedule-key";
import { workRulesQueryOptions } from "../../../lib/work-rules-query";
import { assignmentKeys } from "../api/assignment-keys";
import { fetchHeldHours } from "../api/held-hours";
import type { RestAssignment } from "../api/rest-consent";
import { previewSelectShift, selectShift } from "../api/select-shift";
import { askToAssign } from "../lib/ask-to-assign";
import { fitConcerns, needsRestRule } from "../lib/fit-concerns";
import { overtimeQuestion } from "../lib/overtime-question";
import { restRefusalKind } from "../lib/rest-refusal";

export type AssignRequest = {
  shift: ShiftItem;
  areaRoleId: number;
  slot: { id: number; from: string; to: string };
  employees: AssignedEmployee[];
};

/** Someone to assign, with how the slot fits them when the candidate list has said. */
type AssignedEmployee = { id: number; name: string; fit?: CandidateFit };

/**
 * An assignment refused because it leaves the employee a short rest they have not agreed to (fair-workweek.md, "Rest
 * between shifts"): the server's message, and the assignment to ask them about.
 */
export type RestQuestion = { employee: { id: number; name: string }; assignment: RestAssignment; message: string };

/** What a submit did: who was assigned, and whose assignments wait for their consent to a short rest. */
export type AssignOutcome = { assigned: number[]; restQuestions: RestQuestion[] };

type OneOutcome = { status: "assigned" } | { status: "skipped" } | { status: "rest"; question: RestQuestion };

/**
 * The spec's assign flow, one employee after another: ask before assigning someone unavailable or short of
 * rest (their fit), then check the week's hours and ask before going past the business's weekly hours that
 * ask for confirmation (its work rule confirm_week_hours; the words are true to the hours: see
 * overtimeQuestion), then, at a location under fair-workweek rules, show the predictability pay the assignment
 * costs on a posted shift (useChangePay: the manager may give a reason or an exemption, or cancel), then assign. Any
 * "no" skips that employee. Each failure is reported with the employee's name (a 409 for time off approved meanwhile
 * included, and the same refusal from the pay's dry run); a second submit while one runs is ignored. A refusal for a
 * short rest the employee must agree to first (from the assignment or its dry run) is not toasted: it comes back as
 * a question the dialog shows, with the manager's way to ask them. Resolves once every employee has been tried.
 * `payDialog` is to be rendered with the form.
 */
export function useAssignSubmit() {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const pay = useChangePay();

  /** Whether the manager still wants them after hearing how the slot fits (true when nothing needs asking). */
  async function fitAccepted(employee: AssignedEmployee): Promise<boolean> {
    const minRest = needsRestRule(employee.fit)
      ? (await queryClient.fetchQuery(workRulesQueryOptions())).min_rest_hours
      : 0;
    const concerns = fitConcerns(employee.fit, employee.name, minRest);
    if (concerns.length === 0) return true;
    const { title, confirm, cancel } = FIT_CONFIRMATION;
    return askToAssign({
      title: translated(title),
      paragraphs: concerns,
      confirm: translated(confirm),
      cancel: translated(cancel),
    });
  }

  async function assignOne(request: AssignRequest, employee: AssignedEmployee): Promise<OneOutcome> {
    const { shift, slot, areaRoleId } = request;
    const body = { employee_id: employee.id, shift_id: shift.id, area_role_id: areaRoleId, slot_id: slot.id };
    try {
      if (!(await fitAccepted(employee))) return { status: "skipped" };
      const held = await fetchHeldHours(employee.id, shift.id);
      const { confirm_week_hours } = await queryClient.fetchQuery(workRulesQueryOptions());
      const question = overtimeQuestion(employee.name, held, hoursBetween(slot.from, slot.to), confirm_week_hours);
      if (question && !(await askToAssign(question))) return { status: "skipped" };
      const paid = await pay.check({
        locationId: shift.location_id,
        preview: (note) => previewSelectShift(body, note),
        send: (note) => selectShift(body, note),
      });
      if (paid.status === "failed") throw paid.error;
      if (paid.status === "free") await selectShift(body);
      return { status: paid.status === "cancelled" ? "skipped" : "assigned" };
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const message = errorMessage(error);
      if (status === 409 && restRefusalKind(message, translated) === "ask")
        return {
          status: "rest",
          question: { employee: { id: employee.id, name: employee.name }, assignment: body, message },
        };
      notifyError(new ApiError(status, `${employee.name}: ${message}`));
      return { status: "skipped" };
    }
  }

  /** Tries each employee in turn; undefined when a submit was already running (this one is ignored). */
  async function submit(request: AssignRequest): Promise<AssignOutcome | undefined> {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    try {
      const outcome: AssignOutcome = { assigned: [], restQuestions: [] };
      for (const employee of request.employees) {
        const one = await assignOne(request, employee);
        if (one.status === "assigned") outcome.assigned.push(employee.id);
        if (one.status === "rest") outcome.restQuestions.push(one.question);
      }
      if (outcome.assigned.length > 0) notifySuccess(translated(ASSIGN_MESSAGES.assigned));
      return outcome;
    } finally {
      // Remaining counts, the calendar's titles and who is still free all change with an assignment.
      void queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
      running.current = false;
      setPending(false);
    }
  }

  return { submit, pending, payDialog: pay.dialog };
}
