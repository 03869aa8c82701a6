import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

// scripts/check-modules.mjs on a small server tree: what it reports, and that it fails on what it must.

const SCRIPT = join(import.meta.dirname, "check-modules.mjs");
let dir: string;
const src = () => join(dir, "src");
const known = () => join(dir, "known.json");

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(src(), path)), { recursive: true });
    writeFileSync(join(src(), path), text);
  }
}

function check(...flags: string[]) {
  const run = spawnSync(process.execPath, [SCRIPT, "--src", src(), "--known", known(), ...flags], {
    encoding: "utf8",
  });
  return { status: run.status, out: run.stdout + run.stderr };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "check-modules-"));
  write({
    "main.ts": 'import { a } from "./modules/a/index";\nimport "./modules/b";\nexport const main = a;\n',
    "modules/a/index.ts": 'export { a } from "./a";\n',
    "modules/a/a.ts": 'import type { B } from "../b/index";\nexport const a = 1 as unknown as B;\n',
    "modules/b/index.ts": 'export type B = number;\nexport { b } from "./b";\n',
    "modules/b/b.ts": "export const b = 2;\n",
    "modules/b/b.test.ts": 'import { a } from "../a/a";\n',
    "modules/b/test-support.ts": 'export { a } from "../a/a";\n',
  });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("check-modules", () => {
  it("passes a tree whose modules meet through their front doors, and counts a stray test helper", () => {
    expect(check("--update").status).toBe(0);
    const list = JSON.parse(readFileSync(known(), "utf8"));
    expect(list).toEqual({
      reachIns: [],
      cycles: [],
      testHelpers: ["modules/b/test-support.ts"],
      queriesOutsideRepositories: [],
    });
    const ok = check();
    expect(ok.status).toBe(0);
    expect(ok.out).toContain("0 reach-ins into another module's files, 0 module cycles, 1 test helpers");
  });

  it("fails on a new reach-in into another module's file, and on a new cycle", () => {
    expect(check("--update").status).toBe(0);
    write({ "modules/b/b.ts": 'import { a } from "../a/a";\nexport const b = a;\n' });
    const bad = check();
    expect(bad.status).toBe(1);
    expect(bad.out).toContain("new reach-in: modules/b/b.ts -> modules/a/a.ts");
    expect(bad.out).toContain("new cycle: a <-> b");
  });

  it("fails on a known reach-in that is gone, so the list only shrinks", () => {
    write({ "modules/b/b.ts": 'import { a } from "../a/a.js";\nexport const b = a;\n' });
    expect(check("--update").status).toBe(0);
    write({ "modules/b/b.ts": 'import { a } from "../a";\nexport const b = a;\n' });
    const gone = check();
    expect(gone.status).toBe(1);
    expect(gone.out).toContain("gone, take it off scripts/check-modules.known.json: modules/b/b.ts -> modules/a/a.ts");
  });

  it("fails on a module file other than a repository that imports the database", () => {
    write({
      "db/client.ts": "export type Db = object;\n",
      "modules/b/repository.ts":
        'import { eq } from "drizzle-orm";\nimport type { Db } from "../../db/client";\nexport const r = [eq] as unknown as Db;\n',
      "modules/b/index.ts": 'export { b } from "./b";\nexport { r } from "./repository";\n',
    });
    expect(check("--update").status).toBe(0);
    write({ "modules/b/b.ts": 'import type { Db } from "../../db/client";\nexport const b = 2 as unknown as Db;\n' });
    const bad = check();
    expect(bad.status).toBe(1);
    expect(bad.out).toContain("new database import outside a repository: modules/b/b.ts");
  });

  it("follows a worker thread's script and dynamic imports as production code", () => {
    write({
      "modules/a/a.ts": 'export const a = new URL("./thread.mjs", import.meta.url);\n',
      "modules/a/thread.mjs": 'await import("../b/b.ts");\n',
    });
    const found = check("--list");
    expect(found.status).toBe(1);
    expect(found.out).toContain("reach-in  modules/a/thread.mjs -> modules/b/b.ts");
  });
});
