import { describe, expect, it } from "vitest";
import { catalogue as en } from "./locales/en";
import { catalogue as es } from "./locales/es";
import { catalogue as fr } from "./locales/fr";

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf as "namespace.path" → text. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const english = leaves(en as unknown as Tree);

describe.each([
  ["es", es],
  ["fr", fr],
])("the %s catalogue", (_name, other) => {
  const translated = leaves(other as unknown as Tree);

  it("has every English key and no other", () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("has a text for every key, with the placeholders of the English one", () => {
    for (const [key, text] of english) {
      const theirs = translated.get(key) ?? "";
      expect(theirs.trim(), key).not.toBe("");
      expect(placeholders(theirs), key).toEqual(placeholders(text));
    }
  });
});

it("the English catalogue has no empty text", () => {
  for (const [key, text] of english) expect(text.trim(), key).not.toBe("");
});
