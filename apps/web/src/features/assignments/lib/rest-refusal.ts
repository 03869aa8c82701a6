import { FAIR_WORKWEEK_MESSAGES as M } from "@brigade/contract/fair-workweek/messages";
import type { Message } from "@brigade/contract/i18n/template";

// The ledger's refusal of an assignment that leaves a short rest (fair-workweek.md, "Rest between shifts"): 409 "This
// leaves {n} hours of rest; {employee} must agree to it first." until the employee agrees, or "{employee} declined this
// short rest; they may not be scheduled for it." after a decline. The server answers in the app's language, so each is
// recognised by its template rendered in that language (`say`): pure, the language comes with `say`.

/** How a refusal of an assignment reads: the employee must be asked first, they declined, or something else. */
export type RestRefusalKind = "ask" | "declined";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// A stand-in no name ever holds: where the template's name goes.
const NAME = "\u0000";

/**
 * The pattern of a template with a number and a name, from its text rendered twice with the same name and two
 * different numbers: what both share around the number is its text, the rest is the number (however the language
 * writes it). The name's stand-in becomes "any name".
 */
export function templatePattern(render: (hours: number, name: string) => string): RegExp {
  const one = render(1, NAME);
  const two = render(2, NAME);
  let start = 0;
  while (start < one.length && one[start] === two[start]) start++;
  let end = 0;
  while (end < one.length - start && one[one.length - 1 - end] === two[two.length - 1 - end]) end++;
  const literal = (text: string) => text.split(NAME).map(escapeRegExp).join(".+");
  return new RegExp(`^${literal(one.slice(0, start))}.+${literal(one.slice(one.length - end))}$`, "s");
}

/** A pattern matching a template with only a name. */
const namePattern = (text: string) => new RegExp(`^${text.split(NAME).map(escapeRegExp).join(".+")}$`, "s");

/**
 * Whether a refusal's message is the short rest's: `ask` when the employee must agree first (the manager may ask
 * them), `declined` when they declined; null for any other message. `say` renders a contract message in the language
 * the server answered in.
 */
export function restRefusalKind(message: string, say: (message: Message) => string): RestRefusalKind | null {
  if (templatePattern((hours, name) => say(M.restNeedsConsent.said(hours, name))).test(message)) return "ask";
  if (namePattern(say(M.restDeclined.said(NAME))).test(message)) return "declined";
  return null;
}
