import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Brigade API",
        version: "1.0.0",
        description:
          "Staff scheduling for restaurants. Success: `{ message?, payload }`; validation failure: 422 `{ message, errors }`; " +
          "another business's record is a 404. Authenticate with `Authorization: Bearer <token>` from login, or the session " +
          "cookie plus the `x-csrf-token` header (value of the `brigade_csrf` cookie) on writes.",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
