/** A line of a file the import could not read, and why (in the reader's language). */
export type RejectedLine = { line: number; reason: string };

/** The lines a 422 names ("line 12": [reason]) when no row of a file could be read, in the file's order. */
export function linesOf(errors: Record<string, string[]>): RejectedLine[] {
  return Object.entries(errors)
    .flatMap(([key, reasons]) => {
      const line = /^line (\d+)$/.exec(key)?.[1];
      return line ? [{ line: Number(line), reason: reasons.join(" ") }] : [];
    })
    .sort((a, b) => a.line - b.line);
}
