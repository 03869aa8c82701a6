import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { englishOf, SERVER_MESSAGES, type ServerMessage } from "./server-messages";
import { isTemplate } from "./template";

const CONTRACT = fileURLToPath(new URL("..", import.meta.url));
const modules = readdirSync(CONTRACT).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));

/** Names of exports that hold messages by convention: FOO_MESSAGES (and the UI's _LABELS, ...), fooMessage. */
const MESSAGE_OBJECT = /_(MESSAGES|LABELS|CONFIRMATION|BADGES|REASONS)$/;
const MESSAGE_FUNCTION = /Message$/;

/** Every string and function inside a value, with where it sits. */
function leaves(path: string, value: unknown): [string, unknown][] {
  if (typeof value === "string" || typeof value === "function") return [[path, value]];
  if (value && typeof value === "object" && !Array.isArray(value))
    return Object.entries(value).flatMap(([name, inner]) => leaves(`${path}.${name}`, inner));
  return [];
}

/** Every template inside a value, however deep (a template exported under any name must be registered too). */
const templatesIn = (path: string, value: unknown) => leaves(path, value).filter(([, leaf]) => isTemplate(leaf));

const registered = new Set([...SERVER_MESSAGES.values()].map((message) => englishOf(message)));
const isRegistered = (value: unknown) =>
  (typeof value === "string" || isTemplate(value)) && registered.has(englishOf(value as ServerMessage));

describe("the registry of messages", () => {
  it("holds every message the contract's modules export", async () => {
    const missing: string[] = [];
    for (const file of modules) {
      const exports: Record<string, unknown> = await import(`${CONTRACT}${file}`);
      for (const [name, value] of Object.entries(exports)) {
        const named = MESSAGE_OBJECT.test(name) || (MESSAGE_FUNCTION.test(name) && typeof value === "function");
        const found = named ? leaves(`${file}:${name}`, value) : templatesIn(`${file}:${name}`, value);
        for (const [path, leaf] of found) if (!isRegistered(leaf)) missing.push(path);
      }
    }
    expect(missing).toEqual([]);
  });

  it("holds only texts and templates: a plain function's English cannot be found", () => {
    const plain = [...SERVER_MESSAGES].filter(([, message]) => typeof message !== "string" && !isTemplate(message));
    expect(plain.map(([key]) => key)).toEqual([]);
  });

  it("keys each message as group.name", () => {
    expect(SERVER_MESSAGES.get("messages.unauthenticated")).toBe("Unauthenticated.");
    expect(englishOf(SERVER_MESSAGES.get("fit.overMax") as ServerMessage)).toBe(
      '"This shift would take you over your maximum of {0} hours this week."',
    );
    expect(SERVER_MESSAGES.get("autoFill.skipped.slotFull")).toBe("Someone else took the position meanwhile.");
  });
});
