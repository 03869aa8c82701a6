// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of a build, once, at the strongest settings:
// the server sends them to browsers that accept them (@fastify/static's preCompressed), so a phone downloads
// about a third of the bytes and the server compresses nothing per request. Run by vite.config.ts after a build.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TEXT = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (TEXT.test(entry.name) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

/** Compresses the build in `dir`; returns the bytes before and after brotli. */
export function precompress(dir) {
  let before = 0;
  let after = 0;
  for (const path of textFiles(dir)) {
    const body = readFileSync(path);
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    before += body.length;
    after += br.length;
  }
  return { before, after };
}
