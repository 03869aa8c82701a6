import type { ExportResult } from "@brigade/contract/export";
import type { FastifyReply } from "fastify";

/** Answers an export as a download under its name; private, never cached (it holds people's hours and pay). */
export const sendFile = (reply: FastifyReply, file: ExportResult) =>
  reply
    .type(file.mimeType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "private, no-store")
    .send(file.content);
