import { type FormErrors, schemaResolver } from "@mantine/form";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { z } from "zod";
import { translated } from "../i18n/messages";

/** A Mantine field rule from a contract schema, so the form says what the server would say (in the app's language). */
export function fieldRule(schema: z.ZodType) {
  return (value: unknown): string | null => {
    const result = schema.safeParse(value);
    const message = result.success ? null : (result.error.issues[0]?.message ?? null);
    return message === null ? null : translated(message);
  };
}

/** Mantine's schemaResolver for a contract schema, its messages in the app's language. */
export function contractResolver(schema: StandardSchemaV1) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: unknown): FormErrors =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([field, message]) => [
        field,
        typeof message === "string" ? translated(message) : message,
      ]),
    );
}
