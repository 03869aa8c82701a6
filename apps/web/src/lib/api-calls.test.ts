import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";

// The API helpers take no bare type parameter (a schema is required), so a cast cannot come back by accident; this
// catches the ways around it: a type argument on the call, or a schema that checks nothing.

const SRC = join(import.meta.dirname, "..");
const TYPE_ARGUMENT = /\b(?:api\.(?:get|post|put|patch|delete)|apiRequest|apiUpload)\s*</;
const CHECKS_NOTHING = /\bz\.(?:any|unknown|custom)\s*[<(]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
  });
}

it("every API call names a contract schema that checks its answer", () => {
  const found: string[] = [];
  // The helpers' own definitions declare the type parameter; every other file importing them is a caller.
  for (const file of sourceFiles(SRC).filter((path) => !path.endsWith(join("lib", "api-client.ts")))) {
    const text = readFileSync(file, "utf8");
    if (!text.includes("api-client")) continue;
    text.split("\n").forEach((line, index) => {
      if (TYPE_ARGUMENT.test(line) || CHECKS_NOTHING.test(line))
        found.push(`${relative(SRC, file)}:${index + 1}: ${line.trim()}`);
    });
  }
  expect(found).toEqual([]);
});
