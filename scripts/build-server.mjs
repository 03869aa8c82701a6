#!/usr/bin/env node
// Builds the server into plain JavaScript (apps/server/dist) that `node` runs without tsx, a development tool: the
// server's own code and the contract bundled (the contract is TypeScript source), every other package left to
// node_modules. The entries are the server, the backup command and auto-fill's solver thread; their shared code
// goes in chunks beside them, so what the code finds beside itself (import.meta.url: the migrations, the thread's
// script; the web build at ../../web/dist) is where it was in src.
//   node scripts/build-server.mjs
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "esbuild";

const server = resolve(import.meta.dirname, "../apps/server");
const out = join(server, "dist");
const started = Date.now();

/** Bare imports stay imports (node_modules), but for the workspace's own TypeScript packages. */
const packagesExternal = {
  name: "packages-external",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@brigade/") || args.path.startsWith("node:") ? undefined : { external: true },
    );
  },
};

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: {
    main: join(server, "src/main.ts"),
    cli: join(server, "src/backup/cli.ts"),
    "fill-job": join(server, "src/modules/auto-fill/fill-job.ts"),
  },
  outdir: out,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  sourcemap: true,
  chunkNames: "chunk-[hash]",
  plugins: [packagesExternal],
  logLevel: "warning",
});
// What src reads beside itself at run time.
cpSync(join(server, "src/db/migrations"), join(out, "migrations"), { recursive: true });
// The solver thread's script: in src it loads fill-job.ts through tsx; built, the JavaScript beside it.
writeFileSync(join(out, "fill-thread.mjs"), 'await import("./fill-job.js");\n');
console.log(`Built the server into ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
