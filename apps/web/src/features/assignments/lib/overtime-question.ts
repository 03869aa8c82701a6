import { CROSSES_LIMIT_CONFIRMATION, OVERTIME_CONFIRMATION, overtimeConfirmation } from "@brigade/contract/assignments";
import { translated } from "../../../i18n/messages";
import type { AssignQuestion } from "./ask-to-assign";

/**
 * The question before an assignment over the business's weekly hours (its work rule `confirm_week_hours`), in
 * the app's language, or null when none is needed. `heldHours` is what the week already holds (counts-stats),
 * `slotHours` the slot's length. The spec's warning once the week already holds the threshold; otherwise the
 * question names the hours this slot leads to (see overtimeConfirmation). Both name the business's number.
 */
export function overtimeQuestion(
  name: string,
  heldHours: number,
  slotHours: number,
  confirmWeekHours: number,
): AssignQuestion | null {
  const kind = overtimeConfirmation(heldHours, slotHours, confirmWeekHours);
  if (kind === null) return null;
  const words =
    kind === "atLimit"
      ? { ...OVERTIME_CONFIRMATION, text: OVERTIME_CONFIRMATION.text.said(confirmWeekHours) }
      : {
          ...CROSSES_LIMIT_CONFIRMATION,
          title: CROSSES_LIMIT_CONFIRMATION.title.said(confirmWeekHours),
          text: CROSSES_LIMIT_CONFIRMATION.text.said(name, heldHours + slotHours, confirmWeekHours),
        };
  return {
    title: translated(words.title),
    paragraphs: [translated(words.text)],
    confirm: translated(words.confirm),
    cancel: translated(words.cancel),
  };
}
