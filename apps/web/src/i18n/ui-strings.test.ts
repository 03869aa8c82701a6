import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "@babel/parser";
import { expect, it } from "vitest";

// No text of the UI outside a catalogue: every word a person reads comes from t(). This walks every
// component of the web app and lists the English it finds written in place.

const SRC = join(import.meta.dirname, "..");
/** Props whose value a person reads (or hears from a screen reader). */
const READ_PROPS = new Set([
  "label",
  "placeholder",
  "title",
  "aria-label",
  "description",
  "alt",
  "error",
  "confirmLabel",
  "cancelLabel",
  "nothingFoundMessage",
  "emptyMessage",
  "subtitle",
  "message",
  "heading",
  "tooltip",
  "confirm",
  "cancel",
]);
/** Calls whose string arguments are shown as they are. */
const SHOWN_CALLS = new Set(["notifySuccess", "confirmAction", "openConfirmModal"]);
/** The product's name is the same in every language. */
const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text.replaceAll("Brigade", ""));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "i18n" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown };

function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  const n = node as Node;
  if (typeof n.type === "string") yield n;
  for (const [key, value] of Object.entries(n)) {
    if (key !== "loc" && key !== "start" && key !== "end" && value && typeof value === "object") yield* walk(value);
  }
}

const literalText = (node: Node | undefined): string | null => {
  if (!node) return null;
  if (node.type === "StringLiteral") return node.value as string;
  if (node.type === "TemplateLiteral")
    return (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join("…");
  return null;
};

/** Each English text written in place in a component file: "file:line text". */
export function untranslated(file: string): string[] {
  const plugins: ("typescript" | "jsx")[] = file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"];
  const ast = parse(readFileSync(file, "utf8"), { sourceType: "module", plugins });
  const found: string[] = [];
  const at = (node: Node, text: string) => found.push(`${relative(SRC, file)}:${node.loc?.start.line} ${text.trim()}`);
  for (const node of walk(ast.program)) {
    if (node.type === "JSXElement" || node.type === "JSXFragment") {
      for (const child of node.children as Node[]) {
        const text =
          child.type === "JSXText"
            ? (child.value as string)
            : child.type === "JSXExpressionContainer"
              ? literalText(child.expression as Node)
              : null;
        if (text && hasWords(text)) at(child, text);
      }
    }
    if (node.type === "JSXAttribute") {
      const name = (node.name as { name: string }).name;
      const value = node.value as Node | undefined;
      const text =
        value?.type === "JSXExpressionContainer" ? literalText(value.expression as Node) : literalText(value);
      if (READ_PROPS.has(name) && text && hasWords(text)) at(node, text);
    }
    if (node.type === "ObjectProperty") {
      const key = node.key as Node;
      const name =
        key.type === "Identifier" ? (key.name as string) : key.type === "StringLiteral" ? (key.value as string) : "";
      const text = literalText(node.value as Node);
      // A catalogue key ("dashboard", "bookingStatus.Pending") is not a text.
      const isKey = text !== null && /^[a-z][A-Za-z0-9]*(\.[\w ]+)*$/.test(text);
      if (READ_PROPS.has(name) && text && hasWords(text) && !isKey) at(node, text);
    }
    if (node.type === "CallExpression") {
      const callee = node.callee as Node;
      const name = callee.type === "Identifier" ? (callee.name as string) : null;
      if (name && SHOWN_CALLS.has(name)) {
        for (const arg of node.arguments as Node[]) {
          const text = literalText(arg);
          if (text && hasWords(text)) at(arg, text);
        }
      }
    }
  }
  return [...new Set(found)];
}

it("every text of the UI comes from a catalogue", () => {
  const found = sourceFiles(SRC).flatMap(untranslated);
  expect(found).toEqual([]);
});
