import type { InjectOptions } from "fastify";
import type { Caller } from "./harness";

/**
 * One kind of record that business A owns, and every request business B could make about it by id.
 * `create` makes the record as A's owner and returns its id; each request must answer B with 404.
 * Modules export their cases from `modules/<domain>/test/tenant-cases.ts`; tenant-isolation.test.ts runs them all.
 */
export type TenantCase = {
  name: string;
  create: (ownerA: Caller) => Promise<number>;
  requests: (id: number) => InjectOptions[];
};
