import type { ExportResult } from "@brigade/contract/export";

/** Saves an export (packages/contract/src/export.ts) as a file through the browser's download. */
export function downloadExport({ fileName, mimeType, content }: ExportResult): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
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
