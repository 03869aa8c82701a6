import type { Readable } from "node:stream";
import { MAX_IMPORT_BYTES, SALES_IMPORT_MESSAGES } from "@brigade/contract/sales-import";
import { parse } from "csv-parse";
import { AppError } from "../../lib/app-error";

// A sales file's records, streamed (demand.md: "never read whole into memory"): the delimiter is told from its
// first line, then csv-parse reads it chunk by chunk; the file's bytes are counted against the import's limit.

/** The longest a record may be: a row of a till's export is far shorter; a file without line ends is not CSV. */
const MAX_RECORD_BYTES = 64 * 1024;

/**
 * The parser is fed this much at a time. It turns what it is given into records at once, and when a young-generation
 * collection found a whole 64 KB network chunk's records alive, V8 sometimes moved every later one to the old
 * generation: a cold server's first import grew it by 100 to 112 MB in 3 runs of 10, against 28 to 44 MB in 25 of
 * 26 runs with 8 KB slices (bench/README.md, "The sales import").
 */
const SLICE_BYTES = 8 * 1024;

/** `,` or `;`, whichever the header line holds more of, outside quotes. */
function delimiterOf(headerLine: string): "," | ";" {
  const unquoted = headerLine.replace(/"[^"]*"/g, "");
  const count = (mark: string) => unquoted.split(mark).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

/** Resolves when the stream has something to read, has ended, or has failed. */
const readableOrEnd = (stream: Readable) =>
  new Promise<void>((done) => {
    const go = () => {
      for (const event of ["readable", "end", "close", "error"]) stream.off(event, go);
      done();
    };
    for (const event of ["readable", "end", "close", "error"]) stream.on(event, go);
  });

/** The file's records with the line each ends on (1 is the header), in order, in batches. */
export async function* csvRecords(source: Readable): AsyncGenerator<{ record: string[]; line: number }[]> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  let bytes = 0;
  const next = async (): Promise<Buffer | null> => {
    const { value, done } = await chunks.next();
    if (done) return null;
    const chunk = typeof value === "string" ? Buffer.from(value) : value;
    bytes += chunk.length;
    if (bytes > MAX_IMPORT_BYTES) throw AppError.field("file", SALES_IMPORT_MESSAGES.tooLarge);
    return chunk;
  };
  // The first line whole (or the first 64 KB), to tell the delimiter.
  const head: Buffer[] = [];
  for (let chunk = await next(); chunk; chunk = await next()) {
    head.push(chunk);
    if (chunk.includes(10) || Buffer.concat(head).length >= MAX_RECORD_BYTES) break;
  }
  const start = Buffer.concat(head);
  const firstLine = start.toString("utf8", 0, Math.min(start.length, MAX_RECORD_BYTES)).split(/\r?\n/)[0] ?? "";
  const parser = parse({
    delimiter: delimiterOf(firstLine),
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    trim: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  // Lines are counted here, not by csv-parse's `info` (an object per record: a third of a large file's garbage). An
  // empty line is a record of one empty value; a quoted value may hold line ends.
  let line = 0;
  // Its errors are read from parser.errored (an 'error' with no listener would end the process).
  parser.on("error", () => {});
  // Fed as it is read, waiting when the parser's buffer is full; an error (the limit, a broken upload) ends it.
  const room = () =>
    new Promise<void>((done) => {
      const go = () => {
        parser.off("drain", go);
        parser.off("close", go);
        done();
      };
      parser.on("drain", go);
      parser.on("close", go);
    });
  const feed = (async () => {
    try {
      const write = async (chunk: Buffer) => {
        for (let at = 0; at < chunk.length && !parser.destroyed; at += SLICE_BYTES) {
          if (!parser.write(chunk.subarray(at, at + SLICE_BYTES))) await room();
        }
      };
      await write(start);
      for (let chunk = await next(); chunk && !parser.destroyed; chunk = await next()) await write(chunk);
      parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();
  try {
    // In batches of what the parser holds: a promise per record made much of a large file's garbage.
    for (;;) {
      const batch: { record: string[]; line: number }[] = [];
      for (let read = parser.read(); read !== null; read = parser.read()) {
        const record = read as string[];
        line += 1;
        for (const value of record)
          for (let at = value.indexOf("\n"); at >= 0; at = value.indexOf("\n", at + 1)) line += 1;
        if (record.some((value) => value !== "")) batch.push({ record, line });
      }
      if (batch.length > 0) yield batch;
      else if (parser.readableEnded || parser.destroyed) break;
      else await readableOrEnd(parser);
    }
    if (parser.errored) throw parser.errored;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? "";
    // csv-parse's own errors are about the file (an unclosed quote, a record too long): the client's to fix.
    if (code.startsWith("CSV_") || code === "INVALID_OPENING_QUOTE") {
      throw AppError.field("file", SALES_IMPORT_MESSAGES.unreadable);
    }
    throw error;
  } finally {
    parser.destroy();
    source.destroy();
    await feed;
  }
}
