import { useQuery } from "@tanstack/react-query";
import { type ChangeRules, changeRulesFrom } from "./change-pay";
import { locationsQueryOptions } from "./locations-query";
import { rulePacksQueryOptions } from "./rule-packs-query";

/** A location's fair-workweek rules as a screen reads them: still reading, none, or the pack's. */
export type LocationRules = { status: "reading" } | { status: "none" } | { status: "ruled"; rules: ChangeRules };

/**
 * The rules of a location (changeRulesOf, for a screen that shows them as it renders: the auto-fill and copy-week
 * previews). The location list the page already has is used as it is, with no read of its own; the packs are read
 * only for a location under one (for its name and money). Packs that fail to load leave the pack's id as its name.
 */
export function useLocationRules(locationId: number | null): LocationRules {
  const locations = useQuery({ ...locationsQueryOptions(), staleTime: Number.POSITIVE_INFINITY });
  const location = locationId === null ? undefined : locations.data?.find((l) => l.id === locationId);
  const ruled = Boolean(location?.jurisdiction);
  const packs = useQuery({ ...rulePacksQueryOptions(), enabled: ruled });
  if (locationId === null) return { status: "none" };
  if (!location) return locations.isPending ? { status: "reading" } : { status: "none" };
  if (!ruled) return { status: "none" };
  if (packs.isPending) return { status: "reading" };
  const rules = changeRulesFrom(location, packs.data ?? []);
  return rules ? { status: "ruled", rules } : { status: "none" };
}
