import { describe, expect, it } from "vitest";
import { mantineClassesIn, pruneUnusedMantineRules } from "./unused-css";

const used = new Set(["m_0000000a"]);

describe("the stylesheet without the rules of Mantine components no script draws", () => {
  it("finds the classes a script names", () => {
    expect(
      mantineClassesIn('const classes = { root: "m_0000000a", inner: "m_1234abcd" }; const x = "m_short";'),
    ).toEqual(new Set(["m_0000000a", "m_1234abcd"]));
  });

  it("drops the rules of unused components and keeps the rest in order", () => {
    const css = [
      ":root { --mantine-color-blue-6: #228be6; }",
      ".m_0000000a { color: red; }",
      ".m_000000bb { color: blue; }",
      ".m_0000000a:where([data-size]) .m_000000bb { margin: 0; }",
      ".mantine-focus-auto:focus-visible { outline: 2px solid; }",
    ].join("\n");
    const result = pruneUnusedMantineRules(css, used);
    expect(result.css).toBe(
      [
        ":root { --mantine-color-blue-6: #228be6; }",
        ".m_0000000a { color: red; }",
        ".mantine-focus-auto:focus-visible { outline: 2px solid; }",
      ].join("\n"),
    );
    expect(result.removed).toEqual(new Set(["m_000000bb"]));
  });

  it("keeps the selectors of a list that can still match", () => {
    const result = pruneUnusedMantineRules(".m_0000000a, .m_000000bb, button { padding: 0; }", used);
    expect(result.css).toBe(".m_0000000a, button { padding: 0; }");
  });

  it("drops an at-rule left empty, and one that held only that", () => {
    const css = [
      "@media (min-width: 48em) { .m_000000bb { display: none; } }",
      "@supports (display: grid) { @media (min-width: 48em) { .m_000000bb { display: grid; } } }",
      "@media (min-width: 48em) { .m_0000000a { display: block; } .m_000000bb { display: none; } }",
      "@keyframes spin { to { transform: rotate(360deg); } }",
    ].join("\n");
    const result = pruneUnusedMantineRules(css, used);
    expect(result.css).not.toContain("m_000000bb");
    expect(result.css).not.toContain("@supports");
    expect(result.css).toContain("@media (min-width: 48em) { .m_0000000a { display: block; } }");
    expect(result.css).toContain("@keyframes spin { to { transform: rotate(360deg); } }");
  });
});
