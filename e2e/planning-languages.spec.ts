import type { Locator } from "@playwright/test";
import { planning } from "../apps/web/src/i18n/locales/en/planning";
import { type Business, newBusiness, PASSWORD } from "./auto-fill-setup";
import { expect, test } from "./fixtures";
import { openDialog, signIn, watchConsole } from "./support";

// The planning dialogs (auto-fill, copy week) in Spanish and in French on a phone: their own words translated,
// the days in the language's form, and none of their English left. Messages of the contract and the server's are
// checked where they are translated, not here.

type Tree = { readonly [key: string]: string | Tree };
const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === "string" ? [v] : leaves(v)));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** An English text of the catalogue as a pattern: numbers where it counts, anything where it names. */
const pattern = (text: string) =>
  new RegExp(
    `\\b${escapeRegExp(text)
      .replace(/\\\{\\\{(count|filled|days|max|percent)\\\}\\\}/g, "[\\d.,]+")
      .replace(/\\\{\\\{\w+\\\}\\\}/g, ".+?")}(?!\\w)`,
  );

async function expectNoEnglish(dialog: Locator, texts: Tree) {
  const shown = await dialog.innerText();
  const left = leaves(texts).filter((text) => pattern(text).test(shown));
  expect(left, shown).toEqual([]);
}

const WORDS = {
  es: {
    autoFill: "Autocompletar",
    period: "Periodo",
    custom: "Personalizado",
    from: "Desde",
    to: "Hasta",
    find: "Buscar asignaciones",
    stats: "4 de 5 puestos libres cubiertos",
    monday: (day: number) => new RegExp(`^lunes, ${day} de `),
    stillOpen: "Siguen libres",
    apply: "Aplicar 4 asignaciones",
    copyWeek: "Copiar semana",
    fromWeek: "Copiar la semana del",
    weekLabel: /^lun, \d+ \S+ \d{4} – dom, \d+ \S+ \d{4}$/,
    preview: "Vista previa",
  },
  fr: {
    autoFill: "Remplissage auto",
    period: "Période",
    custom: "Personnalisée",
    from: "Du",
    to: "Au",
    find: "Trouver des affectations",
    stats: "Postes pourvus : 4 sur 5 à pourvoir",
    monday: (day: number) => new RegExp(`^lundi ${day} `),
    stillOpen: "Encore à pourvoir",
    apply: "Appliquer 4 affectations",
    copyWeek: "Copier la semaine",
    fromWeek: "Copier la semaine du",
    weekLabel: /^lun\. \d+ \S+ \d{4} – dim\. \d+ \S+ \d{4}$/,
    preview: "Aperçu",
  },
} as const;

test.describe("planning dialogs in other languages", () => {
  let errors: string[];
  let biz: Business;

  test.beforeEach(async ({ page, playwright, baseURL }) => {
    errors = watchConsole(page);
    biz = await newBusiness((extraHTTPHeaders) => playwright.request.newContext({ baseURL, extraHTTPHeaders }));
    await signIn(page, biz.manager.email, PASSWORD);
  });
  test.afterEach(async () => {
    // Skipped on the desktop project: nothing was set up.
    if (!biz) return;
    await biz.owner.dispose();
    expect(errors).toEqual([]);
  });

  for (const language of ["es", "fr"] as const) {
    test(`auto-fill and copy week read in ${language}`, async ({ page }) => {
      const words = WORDS[language];
      const { monday } = biz;
      await page.addInitScript((lang) => localStorage.setItem("brigade.language", lang), language);

      await page.goto(`/shifts-roster?tab=vacant_shifts&location=${biz.locationId}`);
      const autoFill = await openDialog(page, words.autoFill);
      await autoFill.getByRole("radiogroup", { name: words.period }).getByText(words.custom, { exact: true }).click();
      await autoFill.getByLabel(words.from, { exact: true }).fill(monday.toString());
      await autoFill.getByLabel(words.to, { exact: true }).fill(monday.add({ days: 6 }).toString());
      await autoFill.getByRole("button", { name: words.find }).click();
      await expect(autoFill.getByRole("heading", { name: words.stats })).toBeFocused();
      await expect(autoFill.getByRole("region", { name: words.monday(monday.day) })).toBeVisible();
      await expect(autoFill.getByRole("region", { name: words.stillOpen })).toBeVisible();
      await expect(autoFill.getByRole("button", { name: words.apply })).toBeEnabled();
      await expectNoEnglish(autoFill, planning.autoFill);
      await page.keyboard.press("Escape");
      await expect(autoFill).toBeHidden();

      await page.goto(`/calendar?location=${biz.locationId}&date=${monday}&view=timeGridWeek`);
      const copy = await openDialog(page, words.copyWeek);
      await expect(copy.getByLabel(words.fromWeek)).toHaveAccessibleDescription(words.weekLabel);
      await expect(copy.getByText(words.preview, { exact: true })).toBeVisible();
      await expectNoEnglish(copy, planning.copyWeek);
    });
  }
});
