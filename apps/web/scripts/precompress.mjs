// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of a build, once, at the strongest settings:
// the server sends them to browsers that accept them (@fastify/static's preCompressed), so a phone downloads
// about a third of the bytes and the server compresses nothing per request. Run by vite.config.ts after a build.
import { readdirSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TEXT = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (TEXT.test(entry.name) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

/**
 * Compresses the build in `dir`; resolves to the bytes before and after brotli. The files are compressed on libuv's
 * thread pool, all cores at once: brotli at its strongest took 5.7 s of one core for a build, every build.
 */
export async function precompress(dir) {
  const sizes = await Promise.all(
    [...textFiles(dir)].map(async (path) => {
      const body = await readFile(path);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gz(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
      return { before: body.length, after: br.length };
    }),
  );
  return {
    before: sizes.reduce((sum, s) => sum + s.before, 0),
    after: sizes.reduce((sum, s) => sum + s.after, 0),
  };
}
