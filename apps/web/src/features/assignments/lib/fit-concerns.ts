import { type CandidateFit, FIT_CONFIRMATION } from "@brigade/contract/fit";
import { translated } from "../../../i18n/messages";

/**
 * Why the manager is asked before assigning this person (week-building.md, "Who fits"): unavailable at that
 * time, or short of rest between days (`minRestHours`, the business's rule, is only read then). Empty when
 * nothing needs asking. Time off is not a question: it cannot be picked, and the server refuses it.
 */
export function fitConcerns(fit: CandidateFit | undefined, name: string, minRestHours: number): string[] {
  if (!fit) return [];
  const concerns: string[] = [];
  if (fit.availability === "unavailable") concerns.push(translated(FIT_CONFIRMATION.unavailable.said(name)));
  if (!fit.rest_ok) concerns.push(translated(FIT_CONFIRMATION.rest.said(name, minRestHours)));
  return concerns;
}

/** Whether asking needs the business's rest rule first. */
export const needsRestRule = (fit: CandidateFit | undefined): boolean => fit !== undefined && !fit.rest_ok;
