import {
  CROSSES_LIMIT_CONFIRMATION,
  OVERTIME_CONFIRMATION,
  type OvertimeConfirmation,
} from "@brigade/contract/assignments";
import { translated } from "../../../i18n/messages";
import { askToAssign } from "./ask-to-assign";

/** Who is being assigned and the hours their week would come to with this slot. */
export type OvertimeSubject = { name: string; weekHours: number };

/**
 * Asks before an assignment over the weekly limit; resolves true only when the manager confirms. `atLimit` is
 * the spec's warning (the week already holds the limit); `crossesLimit` says which hours this slot leads to.
 */
export function confirmOvertime(kind: OvertimeConfirmation, subject: OvertimeSubject): Promise<boolean> {
  const words =
    kind === "atLimit"
      ? OVERTIME_CONFIRMATION
      : { ...CROSSES_LIMIT_CONFIRMATION, text: CROSSES_LIMIT_CONFIRMATION.text(subject.name, subject.weekHours) };
  return askToAssign({
    title: translated(words.title),
    paragraphs: [translated(words.text)],
    confirm: translated(words.confirm),
    cancel: translated(words.cancel),
  });
}
