import type { RulePack } from "./pack";
import { usBerkeley } from "./packs/us-berkeley";
import { usChicago } from "./packs/us-chicago";
import { usEmeryville } from "./packs/us-emeryville";
import { usEvanston } from "./packs/us-evanston";
import { usNycFastFood } from "./packs/us-nyc-fast-food";
import { usOregon } from "./packs/us-oregon";
import { usPhiladelphia } from "./packs/us-philadelphia";
import { usSanFrancisco } from "./packs/us-san-francisco";
import { usSeattle } from "./packs/us-seattle";

// The shipped rule packs (fair-workweek.md, "Rule packs"), in the contract's order.
export const RULE_PACKS: readonly RulePack[] = [
  usNycFastFood,
  usSeattle,
  usOregon,
  usChicago,
  usPhiladelphia,
  usSanFrancisco,
  usEmeryville,
  usBerkeley,
  usEvanston,
];

/** The packs' ids, as an enum's values (a location's jurisdiction is one of them). */
export const PACK_IDS = RULE_PACKS.map((p) => p.id) as [string, ...string[]];

export const packById = (id: string): RulePack | undefined => RULE_PACKS.find((p) => p.id === id);
