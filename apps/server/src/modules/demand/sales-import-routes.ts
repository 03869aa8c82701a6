import type { Readable } from "node:stream";
import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import { translateMessage } from "@brigade/contract/i18n/translate";
import {
  MAX_IMPORT_BYTES,
  MAX_REJECTED_LISTED,
  SALES_IMPORT_MESSAGES,
  salesImportParams,
  salesImportQuery,
  salesImportRemoved,
  salesImportResult,
  salesImportsPayload,
} from "@brigade/contract/sales-import";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { saidEnvelope } from "../../lib/said-envelope";
import { authOf } from "../../plugins/auth";
import { localeOf } from "../../plugins/locale";
import type { SalesImportService } from "./sales-import-service";

const tags = ["Demand"];
const WHO = "Owners and managers; a team member gets 403. 404 for a location of another business.";
/** The types a CSV body may come as (browsers send .csv files as any of them). */
const CSV_TYPES = ["text/csv", "application/csv", "text/plain", "application/vnd.ms-excel"];

/** The file of the request: the multipart field `file`, or the body itself; streamed either way. */
async function fileOf(request: FastifyRequest): Promise<Readable> {
  if (request.isMultipart()) {
    try {
      const part = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
      if (part?.fieldname === "file") return part.file;
      part?.file.resume();
    } catch (error) {
      request.log.info({ err: error }, "unreadable multipart body");
      throw AppError.field("file", SALES_IMPORT_MESSAGES.unreadable);
    }
    throw AppError.field("file", SALES_IMPORT_MESSAGES.noFile);
  }
  const body = request.body as Readable | undefined;
  if (!body || typeof body.pipe !== "function") throw AppError.field("file", SALES_IMPORT_MESSAGES.noFile);
  return body;
}

/** CSV imports of a location's sales history; mounted under /api/locations. */
export function salesImportRoutes(service: SalesImportService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Handed on as the stream it is: the import reads it as it arrives, never whole (its limit is counted there).
    app.addContentTypeParser(CSV_TYPES, (_request, payload, done) => done(null, payload));

    r.post(
      "/:id/sales/import",
      {
        config: { access: "manager" },
        bodyLimit: MAX_IMPORT_BYTES,
        schema: {
          tags,
          summary: "Import sales history from a CSV file (tickets or intervals)",
          description:
            "The file as the multipart field file, or as the body (text/csv), at most 50 MB, read as it arrives. " +
            "Its header names its shape: tickets (date, time and amount, or quantity and unit_price, optional " +
            "ticket) or intervals (start, or date and time, then sales and/or transactions, optional minutes: 15, " +
            "30, 60 or 1440). Case, spaces and underscores in names, a BOM, `,` or `;` and a decimal comma are all " +
            "understood; columns= maps other names (columns=amount:Net Total,date:Day). Rows that cannot be read " +
            `are counted and the first ${MAX_REJECTED_LISTED} listed with their line and reason; the rest is summed ` +
            "per 15 minutes of the location's clock and written in one transaction, each interval replacing the one " +
            "already there (replaced counts them: the same file twice changes nothing). dry_run=1 reads and reports " +
            `without writing. 422 when the header names neither shape, or no row can be read. ${WHO}`,
          consumes: ["multipart/form-data", "text/csv"],
          params: idParams,
          querystring: salesImportQuery,
          response: { 200: saidEnvelope(salesImportResult), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => {
        const result = await service.run(authOf(request), request.params.id, () => fileOf(request), request.query);
        const locale = localeOf(request);
        return {
          message: request.query.dry_run
            ? SALES_IMPORT_MESSAGES.dryRun
            : SALES_IMPORT_MESSAGES.imported.said(result.intervals),
          payload: {
            ...result,
            rejected: result.rejected.map((r) => ({ ...r, reason: translateMessage(r.reason, locale) })),
          },
        };
      },
    );

    r.get(
      "/:id/sales/imports",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "A location's latest sales imports",
          description: `The latest 50, latest first, each with what it read and the intervals it still holds. ${WHO}`,
          params: idParams,
          response: { 200: envelope(salesImportsPayload), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.list(authOf(request), request.params.id) }),
    );

    r.delete(
      "/:id/sales/imports/:import_id",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "Remove what one import wrote",
          description:
            "Deletes the intervals the import wrote that no later import or till replaced, and the import. " +
            `404 when the location has no such import. ${WHO}`,
          params: salesImportParams,
          response: { 200: envelope(salesImportRemoved), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({
        message: SALES_IMPORT_MESSAGES.removed,
        payload: await service.remove(authOf(request), request.params.id, request.params.import_id),
      }),
    );
  };
}
