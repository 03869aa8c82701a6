import type { ExportResult } from "@brigade/contract/export";
import { MESSAGES } from "@brigade/contract/messages";
import { currentLocale, i18next } from "../i18n";
import { translated } from "../i18n/messages";
import { ApiError, apiUrl, type RequestOptions } from "./api-client";
import { failureMessage } from "./api-failure";

/** Hands a file to the browser's download under `fileName`. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the file to the browser by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves an export (packages/contract/src/export.ts) as a file through the browser's download. */
export function downloadExport({ fileName, mimeType, content }: ExportResult): void {
  save(new Blob([content], { type: mimeType }), fileName);
}

/**
 * Downloads a file the API answers (an export: `path` under /api, with its query) and saves it under the name its
 * Content-Disposition gives, else `fallbackName`. A refusal throws ApiError with the server's message, in the app's
 * language.
 */
export async function downloadFrom(path: string, query: RequestOptions["query"], fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      credentials: "same-origin",
      headers: { "accept-language": currentLocale() },
    });
  } catch {
    throw new ApiError(0, i18next.t("common:api.unreachable"));
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    const message = failureMessage(response.status, body, {
      serverError: translated(MESSAGES.serverError),
      failed: (status) => i18next.t("common:api.failed", { status }),
    });
    throw new ApiError(response.status, message);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  save(await response.blob(), name);
}
