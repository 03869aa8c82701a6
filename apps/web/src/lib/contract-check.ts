import type { z } from "zod";

/**
 * Answers are checked against their contract schema outside production builds (the dev server, Vitest), so a
 * server and a client that drifted apart fail there. The production build skips it: the server already checks
 * its answers against the same schemas, and parsing every list again would cost each user's device.
 */
export const CHECK_ANSWERS = !import.meta.env.PROD;

/** An answer of another shape than the contract says: a bug of the server or of the web app, never the user's. */
export class ContractDriftError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContractDriftError";
  }
}

// A few issues are enough to see the drift; a list of a thousand wrong items would bury the first.
const SHOWN_ISSUES = 3;

function describe(issue: z.core.$ZodIssue): string {
  const where = ["payload", ...issue.path.map(String)].join(".");
  const expected = "expected" in issue && issue.expected ? `, expected ${String(issue.expected)}` : "";
  // The contract's zod config turns zod's own messages into a general one: the code and expectation say more.
  return `${where}: ${issue.code}${expected} (${issue.message})`;
}

/** Throws a ContractDriftError naming the call and the first issues when the payload does not match its schema. */
export function checkPayload(call: string, schema: z.ZodType, payload: unknown): void {
  const result = schema.safeParse(payload);
  if (result.success) return;
  const { issues } = result.error;
  const more = issues.length > SHOWN_ISSUES ? `; and ${issues.length - SHOWN_ISSUES} more` : "";
  throw new ContractDriftError(
    `${call}: the answer does not match the contract: ${issues.slice(0, SHOWN_ISSUES).map(describe).join("; ")}${more}`,
  );
}
