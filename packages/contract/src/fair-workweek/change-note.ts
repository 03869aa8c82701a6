import { z } from "zod";
import { optionalText } from "../fields";
import { FAIR_WORKWEEK_MESSAGES } from "./messages";
import { EXEMPT_REASONS, type ExemptReason } from "./pack";

// What a manager may say of a change to a posted position as they make it (fair-workweek.md): a reason, or an
// exemption the location's pack allows. The change log keeps both; an exemption the pack does not list still pays.

export const MAX_CHANGE_REASON = 500;

/** The optional fields every route that changes a posted position takes (body, or query for a delete). */
export const changeNoteFields = {
  change_reason: optionalText("change reason", MAX_CHANGE_REASON),
  exempt_reason: z.enum(EXEMPT_REASONS, { error: FAIR_WORKWEEK_MESSAGES.unknownExemption }).nullish(),
};
export const changeNoteQuery = z.object({ ...changeNoteFields, dry_run: z.stringbool().optional() });

export type ChangeNote = { reason: string | null; exempt: ExemptReason | null };

/** The fields as a route's parsed body has them. */
export type ChangeNoteBody = { change_reason?: string | null; exempt_reason?: ExemptReason | null };

/** The note as the change log records it. */
export const changeNoteOf = (body: ChangeNoteBody): ChangeNote => ({
  reason: body.change_reason ?? null,
  exempt: body.exempt_reason ?? null,
});

/** `?dry_run=true`: make the change, answer what it would log and cost (a ChangePreview), and undo it. */
export const dryRunQuery = z.object({ dry_run: z.stringbool().optional() });

/** The routes' description of `dry_run`. */
export const DRY_RUN =
  "With dry_run=true the change is made and undone: nothing is written, and the answer's payload is a ChangePreview " +
  "(the change log's rows the change would write, with their predictability pay and its total), or the refusal the " +
  "change itself would get.";
