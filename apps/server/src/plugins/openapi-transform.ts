import { MESSAGES } from "@brigade/contract/messages";
import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { Access } from "./auth";

type Transform = NonNullable<FastifyDynamicSwaggerOptions["transform"]>;
type JsonObject = Record<string, unknown>;

const errorBody = (description: string) => ({
  description,
  type: "object",
  properties: { message: { type: "string" } },
  required: ["message"],
});

/**
 * getShiftById, postShiftEmployeeApplyForLeaveById: a stable name per operation from its method and path, which
 * SDK generators name their methods after (unique, as method and path are).
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split("/")
    .filter((part) => part !== "" && part !== "api")
    .flatMap((part) => (part.startsWith(":") ? ["by", part.slice(1)] : part.split(/[-_]/)));
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join("");
}

/**
 * OpenAPI 3.0 says null in an anyOf on each branch: `{ nullable, anyOf: [number, string] }` (what zod's nullable
 * union becomes) has a nullable without a type beside it, which validators and generators read differently.
 */
function nullableOnBranches(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableOnBranches);
  if (node === null || typeof node !== "object") return node;
  const object = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, nullableOnBranches(v)])) as JsonObject;
  const branches = (object.anyOf ?? object.oneOf) as JsonObject[] | undefined;
  if (object.nullable === true && object.type === undefined && Array.isArray(branches)) {
    delete object.nullable;
    const key = object.anyOf ? "anyOf" : "oneOf";
    object[key] = branches.map((branch) => ({ ...branch, nullable: true }));
  }
  return object;
}

const BODY_OPTIONAL = "x-body-optional";
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions["transformObject"]>;

/** The operations openApiTransform marked take their body as optional (requestBody.required false). */
export const optionalBodies: TransformObject = (document) => {
  const { openapiObject } = document as { openapiObject: { paths?: JsonObject } };
  for (const operations of Object.values(openapiObject.paths ?? {}))
    for (const operation of Object.values(operations as Record<string, JsonObject>)) {
      if (!operation?.[BODY_OPTIONAL]) continue;
      delete operation[BODY_OPTIONAL];
      if (operation.requestBody) (operation.requestBody as JsonObject).required = false;
    }
  return openapiObject as ReturnType<TransformObject>;
};

/**
 * zod's schemas as OpenAPI, plus what every API operation has whether or not its route says so: an operationId,
 * 429 (the rate limits cover all of /api/) and, unless the route is public, 401.
 */
export const openApiTransform: Transform = (input) => {
  const out = jsonSchemaTransform(input);
  const schema = nullableOnBranches(out.schema) as JsonObject;
  // A body whose schema takes none (every field optional, `{}` by default) may be left out: marked here for
  // optionalBodies below, as @fastify/swagger says every body is required.
  const body = input.schema.body as { safeParse?: (value: unknown) => { success: boolean } } | undefined;
  if (body?.safeParse?.(undefined).success) schema[BODY_OPTIONAL] = true;
  if (schema.hide || !input.url.startsWith("/api/")) return { ...out, schema };
  const method = [input.route.method].flat()[0] ?? "get";
  const access = (input.route.config as { access?: Access } | undefined)?.access;
  const response = { ...((schema.response as JsonObject | undefined) ?? {}) };
  // Described in the contract's own words (the message each answer carries).
  response["429"] ??= errorBody(MESSAGES.tooManyRequests);
  if (access !== "public") response["401"] ??= errorBody(MESSAGES.unauthenticated);
  return { ...out, schema: { operationId: operationIdOf(method, input.url), ...schema, response } };
};
