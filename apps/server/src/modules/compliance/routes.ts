import { envelope, errorBody } from "@brigade/contract/api";
import { rulePack } from "@brigade/contract/fair-workweek/pack";
import { RULE_PACKS } from "@brigade/contract/fair-workweek/packs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const tags = ["Fair workweek"];

/** The fair-workweek routes (fair-workweek.md); mounted under /api/compliance. */
export function complianceRoutes() {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/packs",
      {
        // Anyone signed in: the rules are the ordinances', and an employee may read their own rights.
        config: { access: "authenticated" },
        schema: {
          tags,
          summary: "The fair-workweek rule packs Brigade knows, with their figures",
          description:
            "Each pack is one jurisdiction's ordinance as data: notice, predictability pay by notice band, rest " +
            "between shifts, exemptions, the good-faith estimate and records, each figure with the section of the " +
            "ordinance it comes from. A location's jurisdiction is one of these ids. Brigade computes; it does not " +
            "give legal advice.",
          response: { 200: envelope(z.array(rulePack)), 401: errorBody },
        },
      },
      async () => ({ payload: [...RULE_PACKS] }),
    );
  };
}
