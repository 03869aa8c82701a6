import type { z } from "zod";

/** A Mantine field rule from a contract schema, so the form says what the server would say. */
export function fieldRule(schema: z.ZodType) {
  return (value: unknown): string | null => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  };
}
