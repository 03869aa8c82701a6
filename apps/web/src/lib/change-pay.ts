import type { ChangePreview } from "@brigade/contract/fair-workweek/changes";
import { EXEMPT_REASONS, type ExemptReason, type RulePack } from "@brigade/contract/fair-workweek/pack";
import type { LocationDetail } from "@brigade/contract/locations";
import { parseCents } from "@brigade/contract/money";
import type { QueryClient } from "@tanstack/react-query";
import { locationsQueryOptions } from "./locations-query";
import { rulePacksQueryOptions } from "./rule-packs-query";

// The pay a change to a posted position costs, asked before it is made (fair-workweek.md, "Posting and the change
// log"): under a location's rule pack, each route that changes a posted position answers `?dry_run=true` with the
// change log's rows the change would write and their pay (a ChangePreview), and takes what the manager says of it
// (change_reason, exempt_reason). Pure but for changeRulesOf, which reads the location and the packs once.

/** What the manager says of a change: a reason (free text, "" for none) and an exemption the pack allows. */
export type ChangeNote = { reason: string; exempt: ExemptReason | null };
export const NO_NOTE: ChangeNote = { reason: "", exempt: null };

/**
 * Whether a dry run's answer needs the manager's word before the change is made: it logs a change whose pay is not
 * known to be nothing (some pay, a row owed but unpriced, or pay the caller does not see). A change that logs nothing
 * (a draft week, a location under no rules) or that costs 0.00 in full goes on as it always did.
 */
export function needsPayConfirmation(preview: ChangePreview): boolean {
  if (preview.changes.length === 0) return false;
  if (preview.pay_total === null || parseCents(preview.pay_total) !== 0) return true;
  return preview.changes.some((change) => change.pay === null || change.pay.amount === null);
}

/** The note as a route's body takes it: only what was said (a blank reason is none). */
export function changeNoteFields(note: ChangeNote): { change_reason?: string; exempt_reason?: ExemptReason } {
  const reason = note.reason.trim();
  return { ...(reason ? { change_reason: reason } : {}), ...(note.exempt ? { exempt_reason: note.exempt } : {}) };
}

/** The query of a dry run (`?dry_run=true`). */
export const DRY_RUN_QUERY = { dry_run: "true" } as const;

/**
 * The query of a change that takes its note in the query (a delete): the note's fields and, for its dry run,
 * `dry_run=true`. Values left undefined are left out of the address (apiUrl).
 */
export function changeNoteQuery(note: ChangeNote, dryRun: boolean): Record<string, string | undefined> {
  return { ...(dryRun ? DRY_RUN_QUERY : {}), ...changeNoteFields(note) };
}

/** A location's fair-workweek rules, as a change to its posted positions needs them. */
export type ChangeRules = {
  packId: string;
  /** The pack's name ("New York City Fair Workweek (fast food)"); the id when the pack is not known here. */
  packName: string;
  /** The pack's money: every amount it pays. */
  currency: string;
  /** The exemptions the pack allows, in the contract's order. */
  exemptions: ExemptReason[];
};

/** The rules of the location's pack; null when it has none (then nothing is asked: no dry run, no confirmation). */
export function changeRulesFrom(
  location: Pick<LocationDetail, "jurisdiction"> | undefined,
  packs: RulePack[],
): ChangeRules | null {
  const packId = location?.jurisdiction ?? null;
  if (!packId) return null;
  const pack = packs.find((p) => p.id === packId);
  const allowed = new Set(pack?.exempt.map((e) => e.reason) ?? []);
  return {
    packId,
    packName: pack?.name ?? packId,
    currency: pack?.currency ?? "USD",
    exemptions: EXEMPT_REASONS.filter((reason) => allowed.has(reason)),
  };
}

/**
 * The location's rules, or null without a pack; the packs are read only for a location under one. The location list
 * the page already has is used as it is (a location's rules are changed on its form, which reads the list again).
 */
export async function changeRulesOf(client: QueryClient, locationId: number): Promise<ChangeRules | null> {
  // The list the page has, as it is; read again only when it does not know the location yet.
  let locations = await client.ensureQueryData(locationsQueryOptions());
  if (!locations.some((l) => l.id === locationId))
    locations = await client.fetchQuery({ ...locationsQueryOptions(), staleTime: 0 });
  const location = locations.find((l) => l.id === locationId);
  if (!location?.jurisdiction) return null;
  return changeRulesFrom(location, await client.ensureQueryData(rulePacksQueryOptions()));
}
