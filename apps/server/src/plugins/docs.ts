import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { openApiTransform, optionalBodies } from "./openapi-transform";

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
      // Relative: the API is at the address the description was fetched from, whatever the deployment's.
      servers: [{ url: "/", description: "This Brigade server" }],
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
    transformObject: optionalBodies,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
