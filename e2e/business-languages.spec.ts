import type { Locator, Page } from "@playwright/test";
import { business as en } from "../apps/web/src/i18n/locales/en/business";
import { business as es } from "../apps/web/src/i18n/locales/es/business";
import { business as fr } from "../apps/web/src/i18n/locales/fr/business";
import { expect, test } from "./fixtures";
import { logIn, watchConsole } from "./support";

// The business's own screens (locations, team members, work rules, the dashboard's cards) in Spanish and in
// French on a phone: their words translated, the API's weekdays and availabilities said in the language, and
// none of their English left. The frame of the page and other screens' parts are checked by their own specs.

type Tree = { readonly [key: string]: string | Tree };
type Groups = readonly (keyof typeof en)[];

/** Every text of some groups, by its path, so an English text can be set beside its translation. */
const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[prefix + key, value]] : leaves(value, `${prefix + key}.`),
  );
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** An English text of the catalogue as a pattern: numbers where it counts, anything where it names. */
const pattern = (text: string) =>
  new RegExp(
    `\\b${escapeRegExp(text)
      .replace(/\\\{\\\{(count|hours|percent)[^}]*\\\}\\\}/g, "[\\d.,]+")
      .replace(/\\\{\\\{[^}]*\\\}\\\}/g, ".+?")}(?!\\w)`,
  );

async function expectNoEnglish(region: Locator, translated: Tree, groups: Groups) {
  const shown = await region.innerText();
  const theirs = new Map(leaves(translated));
  const left = groups
    .flatMap((group) => leaves(en[group] as Tree, `${group}.`))
    // A text that reads the same in both languages ("Actions" in French) or that is only placeholders proves nothing.
    .filter(([key, text]) => theirs.get(key) !== text && /[A-Za-z]{2}/.test(text.replace(/\{\{[^}]*\}\}/g, "")))
    .map(([, text]) => text)
    .filter((text) => pattern(text).test(shown));
  expect(left, shown).toEqual([]);
}

const WORDS = {
  es: {
    catalogue: es,
    locations: "Ubicaciones",
    downtownSummary: /^Día de bloqueo: Jueves · \d+ áreas de trabajo$/,
    deleteDowntown: "Eliminar Downtown",
    teamMembers: "Miembros del equipo",
    fullTime: "Tiempo completo",
    active: "Activo",
    deactivateAva: "Desactivar a Ava Chen",
    workRules: "Reglas de trabajo",
    maxWeekHours: "Máximo de horas semanales",
    swaps: "Los intercambios requieren aprobación",
    saveRules: "Guardar reglas de trabajo",
    dashboard: "Panel",
    statistics: "Estadísticas de Downtown",
    locationsCard: "Total de ubicaciones (registradas)",
    shortcuts: "Accesos directos",
    createShift: "Crear turno",
  },
  fr: {
    catalogue: fr,
    locations: "Établissements",
    downtownSummary: /^Jour de verrouillage\s: Jeudi · \d+ zones de travail$/,
    deleteDowntown: "Supprimer Downtown",
    teamMembers: "Membres de l'équipe",
    fullTime: "Temps plein",
    active: "Actif",
    deactivateAva: "Désactiver Ava Chen",
    workRules: "Règles de travail",
    maxWeekHours: "Nombre maximal d'heures par semaine",
    swaps: "Les échanges nécessitent une approbation",
    saveRules: "Enregistrer les règles de travail",
    dashboard: "Tableau de bord",
    statistics: "Statistiques de Downtown",
    locationsCard: "Total des établissements (enregistrés)",
    shortcuts: "Raccourcis",
    createShift: "Créer un créneau",
  },
} as const;

const heading = (page: Page, name: string) => page.getByRole("heading", { name, level: 1 });

test.describe("the business's screens in other languages", () => {
  for (const language of ["es", "fr"] as const) {
    test(`locations, team members, work rules and the dashboard read in ${language}`, async ({ page }) => {
      const errors = watchConsole(page);
      const words = WORDS[language];
      // Logged in first, in English: the login page is another spec's.
      await logIn(page, "owner@brigade.demo");
      await page.addInitScript((lang) => localStorage.setItem("brigade.language", lang), language);
      const main = page.getByRole("main");

      await page.goto("/locations");
      await expect(heading(page, words.locations)).toBeVisible();
      await expect(main.getByText(words.downtownSummary)).toBeVisible();
      await expect(main.getByRole("button", { name: words.deleteDowntown })).toBeVisible();
      await expectNoEnglish(main, words.catalogue, ["shared", "weekdays", "locationsPage", "locationsTable"]);

      // Searched: other specs add team members to the demo business, which can page Ava out of sight.
      await page.goto("/team-member-record?search=Ava%20Chen");
      await expect(heading(page, words.teamMembers)).toBeVisible();
      const ava = main.getByRole("row", { name: /Ava Chen/ });
      await expect(ava).toContainText(words.fullTime);
      await expect(ava).toContainText(words.active);
      await expect(ava.getByRole("button", { name: words.deactivateAva })).toBeVisible();
      await expectNoEnglish(main, words.catalogue, [
        "availability",
        "employeeStatus",
        "teamMemberRecordPage",
        "teamMemberRecord",
        "teamMembersTable",
      ]);

      await page.goto("/work-rules");
      await expect(heading(page, words.workRules)).toBeVisible();
      await expect(main.getByRole("textbox", { name: words.maxWeekHours })).toBeVisible();
      await expect(main.getByRole("switch", { name: words.swaps })).toBeVisible();
      await expect(main.getByRole("button", { name: words.saveRules })).toBeVisible();
      await expectNoEnglish(main, words.catalogue, ["workRulesPage", "workRulesForm", "workRules"]);

      await page.goto("/dashboard");
      await expect(heading(page, words.dashboard)).toBeVisible();
      const stats = main.getByRole("region", { name: words.statistics });
      await expect(stats.getByRole("listitem", { name: words.locationsCard })).toBeVisible();
      await expectNoEnglish(stats, words.catalogue, ["statCards"]);
      const shortcuts = main.getByRole("navigation", { name: words.shortcuts });
      await expect(shortcuts.getByRole("link", { name: words.createShift })).toBeVisible();
      await expectNoEnglish(shortcuts, words.catalogue, ["shortcutCards"]);
      expect(errors).toEqual([]);
    });
  }
});
