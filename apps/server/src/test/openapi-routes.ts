import { channel } from "node:diagnostics_channel";
import type { FastifyInstance, RouteOptions } from "fastify";
import type { Access } from "../plugins/auth";
import { createTestApp, type TestApp } from "./harness";

// The API's routes as a client (the OpenAPI description) and as the server (each route's declared options) see
// them, so generated tests cover a route the day it is added, with nobody keeping a list.

/** The subset of JSON Schema that fastify-type-provider-zod writes into the OpenAPI description. */
export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
};

export type Parameter = { name: string; in: "path" | "query"; required?: boolean; schema: JsonSchema };

/** One operation of the OpenAPI description, e.g. PUT /api/shift/{id}. */
export type Operation = {
  method: string;
  /** The path as OpenAPI writes it: /api/shift/{id}. */
  path: string;
  pathParams: string[];
  query: Parameter[];
  body?: JsonSchema;
};

type OpenApi = {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>
  >;
};

const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
export const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

/** Every operation of the OpenAPI description (the app must be ready). */
export function apiOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as OpenApi;
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => HTTP_METHODS.includes(method.toUpperCase()))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
        query: (op.parameters ?? []).filter((p) => p.in === "query"),
        body: op.requestBody?.content?.["application/json"]?.schema,
      })),
  );
}

/** A route as the server registered it, with the access it declares (undefined: the server's default). */
export type DeclaredRoute = { method: string; path: string; access: Access | undefined };

/** fastify's /api/shift/:id as OpenAPI writes it, /api/shift/{id}. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

/** Replaces every {param} of an OpenAPI path with the given (URL-encoded) value. */
/**
 * The path with `value` in its parameters; with `records`, a path's later parameters take the record they name
 * (`{import_id}`: records.import), so a route under a record (a location's import) is called with the two ids. A
 * `{day}` is today.
 */
export const fillPath = (path: string, value: string | number, records?: Record<string, number>) => {
  let first = true;
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    // A day, not a record: today's (UTC, never before a location's in the Americas), as the API writes days.
    if (name === "day") return new Date().toISOString().slice(0, 10).split("-").reverse().join("-");
    const named = first ? undefined : records?.[name.replace(/_id$/, "")];
    first = false;
    return encodeURIComponent(String(named ?? value));
  });
};

/**
 * The test app plus every route it registered. fastify publishes each new instance on the
 * "fastify.initialization" diagnostics channel before any plugin runs, so an onRoute hook added there sees
 * every route's `config.access` without a change to buildApp.
 */
export async function createTestAppWithRoutes(): Promise<{ t: TestApp; routes: DeclaredRoute[] }> {
  const routes: DeclaredRoute[] = [];
  const init = channel("fastify.initialization");
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook("onRoute", (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (!HTTP_METHODS.includes(method)) continue; // HEAD copies of GET routes, OPTIONS
        routes.push({ method, path: openApiPath(route.url), access: route.config?.access });
      }
    });
  };
  init.subscribe(onInit);
  try {
    return { t: await createTestApp(), routes };
  } finally {
    init.unsubscribe(onInit);
  }
}
