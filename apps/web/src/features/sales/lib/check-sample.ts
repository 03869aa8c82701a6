import { delimiterOf, PREVIEW_BYTES } from "./csv-preview";

// The check (a dry run) of a large file reads only its start: a year of tickets is several MB, and a phone would
// otherwise send it twice. The import itself sends the whole file once.

/** The bytes of a file the check sends; a file this size or smaller is checked whole. */
export const CHECK_SAMPLE_BYTES = 1024 * 1024;

const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const SPACE = 0x20;
const TAB = 0x09;

/**
 * Where the last whole record of a file's first bytes ends: just past its last line feed outside a quoted value; null
 * when there is none. Quotes are read as the server's csv-parse (relax_quotes, trim) reads them: a `"` opens a quoted
 * value only at the start of a value (spaces before it allowed), elsewhere it is text; inside one, `""` is a quote.
 * A line feed is never part of a UTF-8 multibyte sequence, so the cut never splits a character.
 */
export function sampleEnd(bytes: Uint8Array, delimiter: number): number | null {
  let end: number | null = null;
  let quoted = false;
  let valueStart = true;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (quoted) {
      if (byte !== QUOTE) continue;
      if (bytes[i + 1] === QUOTE) i++;
      else quoted = false;
    } else if (byte === LF) {
      end = i + 1;
      valueStart = true;
    } else if (byte === delimiter || byte === CR) valueStart = true;
    else if (byte === QUOTE && valueStart) {
      quoted = true;
      valueStart = false;
    } else if (byte !== SPACE && byte !== TAB) valueStart = false;
  }
  return end;
}

/**
 * What the check sends of a file: the file itself up to `limit` bytes, else its first records within `limit`, as a
 * file of the same name. A file with no line end there, or one the browser cannot read, is sent whole.
 */
export async function checkSample(file: File, limit = CHECK_SAMPLE_BYTES): Promise<File> {
  if (file.size <= limit) return file;
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.slice(0, limit).arrayBuffer());
  } catch {
    return file;
  }
  // The delimiter as the server picks it from the first line (only the start is decoded: a header is short).
  const delimiter = delimiterOf(new TextDecoder().decode(bytes.subarray(0, PREVIEW_BYTES))).charCodeAt(0);
  const end = sampleEnd(bytes, delimiter);
  return end === null ? file : new File([file.slice(0, end)], file.name, { type: file.type });
}
