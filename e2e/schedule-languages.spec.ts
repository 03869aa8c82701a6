import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { choose, expectTime, signIn, typeTime } from "./support";

// The owner's calendar, shifts list and Create Shift on a phone, in Spanish and in French: the schedule's words,
// FullCalendar's day and month names included, follow the language chosen on the device.

type Language = {
  code: "es" | "fr";
  calendar: { title: string; view: string; views: string[]; zone: string; filters: string; dayPart: string };
  /** The month view's header of a Monday (its full name, read by a screen reader), and the month's title. */
  monday: RegExp;
  month: RegExp;
  shifts: { title: string; description: RegExp; count: RegExp; columns: string[] };
  create: { title: string; labels: string[]; addArea: string; breaks: string; areas: string };
};

const LANGUAGES: Language[] = [
  {
    code: "es",
    calendar: {
      title: "Horario de turnos",
      view: "Vista del calendario",
      views: ["Mes", "Semana", "Día"],
      zone: "Zona horaria:",
      filters: "Filtros",
      dayPart: "Parte del día",
    },
    monday: /^lunes/,
    month: /^[a-z]+ de \d{4}$/,
    shifts: {
      title: "Turnos",
      description: /^Turnos del .+ al .+, con las horas en la zona horaria de cada ubicación\.$/,
      count: /^\d+ turnos?$/,
      columns: ["Nombre", "Día", "Inicio", "Fin", "Ubicación", "Tipo", "Cubiertos"],
    },
    create: {
      title: "Crear turno",
      labels: [
        "Ubicación",
        "Nombre del turno",
        "Descripción",
        "Día de inicio",
        "Inicio",
        "Día de fin",
        "Fin",
        "Día de la semana",
        "Bloques",
      ],
      addArea: "Añadir una zona de trabajo",
      breaks: "Descansos",
      areas: "Zonas de trabajo y roles",
    },
  },
  {
    code: "fr",
    calendar: {
      title: "Planning des créneaux",
      view: "Vue du calendrier",
      views: ["Mois", "Semaine", "Jour"],
      zone: "Fuseau horaire :",
      filters: "Filtres",
      dayPart: "Moment de la journée",
    },
    monday: /^lundi/,
    month: /^[a-zéû]+ \d{4}$/,
    shifts: {
      title: "Créneaux",
      description: /^Créneaux du .+ au .+, heures dans le fuseau horaire de chaque établissement\.$/,
      count: /^\d+ créneaux?$/,
      columns: ["Nom", "Jour", "Début", "Fin", "Établissement", "Type", "Pourvus"],
    },
    create: {
      title: "Créer un créneau",
      labels: [
        "Établissement",
        "Nom du créneau",
        "Description",
        "Jour de début",
        "Début",
        "Jour de fin",
        "Fin",
        "Jour de la semaine",
        "Segments",
      ],
      addArea: "Ajouter une zone de travail",
      breaks: "Pauses",
      areas: "Zones de travail et rôles",
    },
  },
];

/** English of these screens that must not show in another language. */
const ENGLISH = {
  calendar: [
    "Shifts Schedule",
    "Calendar view",
    "Month",
    "Week",
    "Day",
    "Time zone:",
    "Filters",
    "Create Shift",
    "Mon",
  ],
  shifts: ["Shifts", "Name", "From", "Location", "Filled", "No Record Found"],
  create: [
    "Create Shift",
    "Shift name",
    "From day",
    "To day",
    "Weekday",
    "Chunks",
    "Work areas and roles",
    "Add work area",
    "Breaks",
  ],
};

/** None of these English texts shows in the page's main region (the navigation is another screen's). */
async function expectNoEnglish(page: Page, texts: string[]) {
  const main = page.getByRole("main");
  for (const text of texts) {
    await expect(main.getByText(text, { exact: true }).filter({ visible: true }), text).toHaveCount(0);
  }
}

for (const language of LANGUAGES) {
  test(`the calendar, the shifts list and Create Shift read in ${language.code}`, async ({ page }) => {
    await signIn(page, "owner@brigade.demo");
    // The language chosen on this device, before the app starts.
    await page.addInitScript((code) => localStorage.setItem("brigade.language", code), language.code);

    await page.goto("/calendar");
    const { calendar } = language;
    await expect(page.getByRole("heading", { level: 1, name: calendar.title })).toBeVisible();
    const views = page.getByRole("radiogroup", { name: calendar.view });
    for (const name of calendar.views) await expect(views.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByText(calendar.zone)).toBeVisible();
    // FullCalendar's own words: the weekday headers and the month's title.
    await expect(page.getByRole("columnheader").first()).toHaveText(language.monday);
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(language.month);
    await expectNoEnglish(page, ENGLISH.calendar);
    await page.getByRole("button", { name: calendar.filters, exact: true }).click();
    await expect(page.getByRole("radiogroup", { name: calendar.dayPart })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto("/shifts");
    const { shifts } = language;
    await expect(page.getByRole("heading", { level: 1, name: shifts.title, exact: true })).toBeVisible();
    await expect(page.getByText(shifts.description)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: shifts.count })).toBeVisible();
    for (const name of shifts.columns)
      await expect(page.getByRole("columnheader", { name, exact: true })).toBeAttached();
    await expectNoEnglish(page, ENGLISH.shifts);

    await page.goto("/create-shift");
    const { create } = language;
    await expect(page.getByRole("heading", { level: 1, name: create.title })).toBeVisible();
    for (const label of create.labels) await expect(page.getByLabel(label, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: create.addArea })).toBeVisible();
    await expect(page.getByText(create.breaks, { exact: true })).toBeVisible();
    // From's time is typed on the language's 24-hour clock, though the browser speaks English (its own time field
    // showed AM and PM here).
    await choose(page, create.labels[0] ?? "", "Harbour", "Harbour Terrace");
    const start = page.getByLabel(create.labels[4] ?? "", { exact: true });
    await typeTime(start, "18:30");
    await expectTime(start, "18:30");
    // The work areas stay inside the form on the phone: a long label ("Ajouter un rôle à la zone de travail 1") had
    // pushed them past its edge.
    const form = await page.getByRole("form", { name: create.title }).boundingBox();
    const areas = await page.getByRole("group", { name: create.areas }).boundingBox();
    if (!form || !areas) throw new Error("Create Shift's form is not laid out");
    expect(areas.x + areas.width).toBeLessThanOrEqual(form.x + form.width);
    await expectNoEnglish(page, ENGLISH.create);
  });
}
