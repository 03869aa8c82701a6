// A look at a sales file before it is sent: its header and first rows, read in the browser from the file's first
// bytes. The server reads the whole file with csv-parse; this is only the honest minimum a preview needs (quotes,
// doubled quotes, line breaks inside quotes, `,` or `;`), never what decides the import.

/** The bytes of a file the preview reads. */
export const PREVIEW_BYTES = 64 * 1024;
/** The rows under the header a preview shows. */
export const PREVIEW_ROWS = 10;

export type Delimiter = "," | ";";
export type CsvPreview = { delimiter: Delimiter; header: string[]; rows: string[][] };

/** The delimiter of a header line, as the server picks it: `,` or `;`, whichever it holds more of outside quotes. */
export function delimiterOf(text: string): Delimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char === ",") commas++;
    else if (!quoted && char === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

/**
 * The records of CSV text, at most `limit`. `complete` false: the text is only the beginning of a file, so a record
 * it ends in the middle of is left out. Lines of nothing are skipped, as the import skips them.
 */
export function splitCsv(text: string, delimiter: Delimiter, limit: number, complete: boolean): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  const endRecord = () => {
    record.push(cell);
    if (record.length > 1 || record[0] !== "") records.push(record);
    record = [];
    cell = "";
  };
  for (let i = 0; i < text.length && records.length < limit; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      record.push(cell);
      cell = "";
    } else if (char === "\n") endRecord();
    else if (char === "\r") {
      if (text[i + 1] === "\n") i++;
      endRecord();
    } else cell += char;
  }
  // The text ended inside a record: a whole one when the file ended there, else one cut short.
  if (complete && !quoted && records.length < limit && (cell !== "" || record.length > 0)) endRecord();
  return records;
}

/** The header and first rows of a file's beginning (`complete`: the whole file); null when it holds no line. */
export function previewCsv(text: string, complete: boolean, rows = PREVIEW_ROWS): CsvPreview | null {
  const body = text.replace(/^\uFEFF/, "");
  const delimiter = delimiterOf(body);
  const [header, ...rest] = splitCsv(body, delimiter, rows + 1, complete);
  return header ? { delimiter, header, rows: rest } : null;
}

/** Reads the preview of a chosen file from its first PREVIEW_BYTES. */
export async function readPreview(file: Blob): Promise<CsvPreview | null> {
  const text = await file.slice(0, PREVIEW_BYTES).text();
  return previewCsv(text, file.size <= PREVIEW_BYTES);
}
