import type { Locator, Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { member as memberEn } from "../apps/web/src/i18n/locales/en/member";
import { member as memberEs } from "../apps/web/src/i18n/locales/es/member";
import { member as memberFr } from "../apps/web/src/i18n/locales/fr/member";
import { expect, test } from "./fixtures";
import { csrf, stamp } from "./scheduling";
import { expectAccessible, watchConsole } from "./support";

// A team member on a 390 px phone in Spanish and in French: they log in, read their home in their language
// and send a request (a pickup in Spanish, time off in French), whose outcome is said in that language too.
// Each test takes back what it asked for, so the shared demo data stays as it was.

const SAM = "staff@brigade.demo";
const PASSWORD = "brigade-demo";

type Tree = { readonly [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[prefix + key, value]] : leaves(value, `${prefix + key}.`),
  );
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * An English text of the catalogue as a pattern of a whole line (anything where a placeholder is): each is a
 * line of its own on screen, and product names such as "Google Calendar" are not mistaken for one.
 */
const pattern = (text: string) => new RegExp(`^${escapeRegExp(text).replace(/\\\{\\\{[^}]*\\\}\\\}/g, ".+?")}$`, "m");

/** None of the member namespace's English texts of these groups shows in `region` (unless written the same). */
async function expectNoEnglish(region: Locator, translated: Tree, groups: readonly (keyof typeof memberEn)[]) {
  const shown = await region.innerText();
  const theirs = new Map(leaves(translated));
  const left = groups
    .flatMap((group) => leaves(memberEn[group] as Tree, `${group}.`))
    .filter(([key, text]) => theirs.get(key) !== text && /[A-Za-z]{2}/.test(text.replace(/\{\{[^}]*\}\}/g, "")))
    .map(([, text]) => text)
    .filter((text) => pattern(text).test(shown));
  expect(left, shown).toEqual([]);
}

/** Logs in through the form in whatever language it speaks (its fields found by what they are, not by words). */
async function logInIn(page: Page, language: "es" | "fr") {
  await page.addInitScript((lang) => localStorage.setItem("brigade.language", lang), language);
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await page.locator('input[autocomplete="email"]').fill(SAM);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/employee-home$/);
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

/** The lines that tell a card's shift apart: day and shift, time range, location and role. */
async function identity(card: Locator): Promise<string[]> {
  const lines = (await card.innerText()).split("\n").map((l) => l.trim());
  return lines.filter((l) => l !== "").slice(0, 3);
}

function cardWith(list: Locator, lines: string[]): Locator {
  let card = list.getByRole("listitem");
  for (const line of lines) card = card.filter({ hasText: line });
  return card;
}

test.describe("the member's home in other languages", () => {
  test("in Spanish, a team member picks up an open shift and withdraws it", async ({ page }) => {
    const errors = watchConsole(page);
    await logInIn(page, "es");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { name: "Mi horario", level: 1 })).toBeVisible();
    await expect(page.getByText("Hola, Sam")).toBeVisible();
    await expect(
      page.getByText("Esta semana y la próxima. Las horas son las del reloj de cada ubicación."),
    ).toBeVisible();
    for (const name of ["Mi horario", "Turnos libres", "Mis solicitudes", "Intercambios", "Disponibilidad"])
      await expect(tab(page, name)).toBeVisible();

    // Their shifts: the day in Spanish, the status in Spanish, the times in the spec's format.
    const schedule = page.getByRole("list", { name: "Mi horario" });
    await expect(schedule.getByRole("listitem").first()).toBeVisible();
    await expect(schedule.getByText(/^\p{Ll}{3}\.? \d{2} \p{Ll}+\.? · /u).first()).toBeVisible();
    await expect(schedule.getByText("Aceptado").first()).toBeVisible();
    await expect(schedule.getByRole("button", { name: "Pedir ausencia" }).first()).toBeVisible();
    await expectNoEnglish(main, memberEs, ["employeeHome", "mySchedule", "bookingStatus", "offerSwap"]);
    await expectAccessible(page);

    // The request: pick up the last open shift (the first may start while the test runs).
    await tab(page, "Turnos libres").click();
    const open = page.getByRole("list", { name: "Turnos libres" });
    const offer = open.getByRole("listitem").last();
    await expect(offer).toBeVisible();
    await expect(offer.getByText(/^\d+ puestos? libres?$/)).toBeVisible();
    const picked = await identity(offer);
    await offer.getByRole("button", { name: "Tomar turno" }).click();
    await expect(page.getByText("Hecho", { exact: true })).toBeVisible();
    await expect(cardWith(open, picked)).toHaveCount(0);
    await expectNoEnglish(main, memberEs, ["employeeHome", "openShifts"]);

    // It waits under My requests, said in Spanish; withdrawn after a confirmation in Spanish.
    await tab(page, "Mis solicitudes").click();
    const request = cardWith(page.getByRole("list", { name: "Mis solicitudes" }), picked).filter({
      hasText: "Pendiente",
    });
    await expect(request).toHaveCount(1);
    await expect(request.getByText("Solicitud de turno")).toBeVisible();
    await expectNoEnglish(main, memberEs, ["employeeHome", "myRequests", "bookingStatus"]);
    await request.getByRole("button", { name: "Retirar" }).click();
    const confirm = page.getByRole("dialog", { name: "¿Retirar esta solicitud?" });
    await expect(confirm).toContainText(`Se retirará tu solicitud para ${picked[0]?.split(" · ")[1]} del `);
    await confirm.getByRole("button", { name: "Retirar solicitud" }).click();
    await expect(request).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("in French, a team member asks for time off and cancels it", async ({ page }) => {
    const errors = watchConsole(page);
    const tag = stamp();
    // A Wednesday next week, on this machine's calendar: days away, so never "already ended".
    const today = Temporal.Now.plainDateISO();
    const wednesday = today.add({ days: 7 - today.dayOfWeek + 3 });
    await logInIn(page, "fr");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { name: "Mon planning", level: 1 })).toBeVisible();
    await expect(page.getByText("Bonjour, Sam")).toBeVisible();
    await expect(page.getByRole("list", { name: "Mon planning" }).getByText("Accepté").first()).toBeVisible();
    await expectNoEnglish(main, memberFr, ["employeeHome", "mySchedule", "bookingStatus", "offerSwap"]);

    let askedId: number | undefined;
    try {
      await tab(page, "Congés").click();
      await expect(page.getByText(memberFr.timeOff.intro)).toBeVisible();
      const ask = page.getByRole("button", { name: "Demander un congé" });
      await ask.click();
      const dialog = page.getByRole("dialog", { name: "Demander un congé" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("Une partie d'une journée")).toBeVisible();
      await dialog.getByLabel(/^Du/).fill(wednesday.toString());
      await dialog.getByLabel(/^Au/).fill(wednesday.toString());
      await dialog.getByLabel(/^Motif/).fill(`Dentiste ${tag}`);
      await expectNoEnglish(dialog, memberFr, ["timeOff"]);
      await expectAccessible(page);

      const asked = page.waitForResponse(
        (r) => r.url().endsWith("/api/employee/time-off") && r.request().method() === "POST",
      );
      await dialog.getByRole("button", { name: "Envoyer la demande" }).click();
      askedId = (await (await asked).json()).payload?.id;
      await expect(page.getByText("Terminé", { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();

      const mine = page
        .getByRole("list", { name: "Mes congés" })
        .getByRole("listitem")
        .filter({ hasText: `Motif : Dentiste ${tag}` });
      await expect(mine).toContainText("En attente");
      await expect(mine).toContainText("1 jour");
      await expect(mine.getByText(/^mer\. \d{1,2} \p{Ll}+\.? \d{4}$/u)).toBeVisible();
      await expectNoEnglish(main, memberFr, ["employeeHome", "timeOff"]);

      // Taken back, after a confirmation in French.
      await mine.getByRole("button", { name: /^Annuler le congé mer\. / }).click();
      const confirm = page.getByRole("dialog", { name: "Annuler ce congé ?" });
      await expect(confirm).toContainText("Votre congé en attente du mer.");
      await confirm.getByRole("button", { name: "Annuler le congé" }).click();
      await expect(mine).toContainText("Annulé");
      await expect(mine.getByRole("button")).toHaveCount(0);
      askedId = undefined;
    } finally {
      // No pending request of this run is left for the managers' lists.
      if (askedId) await page.request.post(`/api/employee/time-off/${askedId}/cancel`, { headers: await csrf(page) });
    }
    expect(errors).toEqual([]);
  });
});
