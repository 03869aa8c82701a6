import type { CalendarEvent } from "@brigade/contract/calendar";
import type { ShiftItem } from "@brigade/contract/shifts";
import { beforeAll, describe, expect, it } from "vitest";
import { i18next, initI18n } from "../../../i18n";
import { catalogue as es } from "../../../i18n/locales/es";
import { catalogue as fr } from "../../../i18n/locales/fr";
import { positions, shiftTitle } from "./shift-title";

// Titles are in the app's language: English here, as the spec writes them.
beforeAll(() => initI18n());

const slot = (remaining: number, capacity = 2) => ({
  remaining_slots: remaining,
  area_roles: [{ area_role_id: 1, capacity, remaining_slots: remaining }],
});
const shift = (type: string, ...slots: ReturnType<typeof slot>[]) =>
  ({ name: "Dinner", shift_type: type, shift_time_slots: slots }) as unknown as ShiftItem;
const event = (type: "Premium" | "Non_Premium", vacant: boolean, draft = false): CalendarEvent => ({
  id: 1,
  name: "Dinner",
  shift_type: type,
  label_color: "#0a0a0a",
  location_id: 1,
  from: "2026-05-04T15:00:00.000Z",
  to: "2026-05-04T19:00:00.000Z",
  vacant,
  draft,
  open: vacant ? 1 : 0,
  people: [],
});

describe("shiftTitle", () => {
  it("prefixes Vacant Shift while any slot has an open position", () => {
    expect(shiftTitle(shift("Non_Premium", slot(0), slot(1)))).toBe("Vacant Shift - Dinner");
    expect(shiftTitle(shift("Non_Premium", slot(0), slot(0)))).toBe("Dinner");
  });

  it("adds (Premium) * to a Premium shift", () => {
    expect(shiftTitle(shift("Premium", slot(1)))).toBe("Vacant Shift - Dinner (Premium) *");
    expect(shiftTitle(shift("Premium", slot(0)))).toBe("Dinner (Premium) *");
  });

  it("reads a calendar feed event the same way, from its vacant flag", () => {
    expect(shiftTitle(event("Non_Premium", true))).toBe("Vacant Shift - Dinner");
    expect(shiftTitle(event("Premium", true))).toBe("Vacant Shift - Dinner (Premium) *");
    expect(shiftTitle(event("Premium", false))).toBe("Dinner (Premium) *");
    expect(shiftTitle(event("Non_Premium", false))).toBe("Dinner");
  });

  it("names a draft (not yet published) first", () => {
    expect(shiftTitle(event("Premium", true, true))).toBe("Draft: Vacant Shift - Dinner (Premium) *");
    expect(shiftTitle(event("Non_Premium", false, true))).toBe("Draft: Dinner");
  });

  it("reads in the app's language, the name as it is", async () => {
    i18next.addResourceBundle("es", "schedule", es.schedule);
    i18next.addResourceBundle("fr", "schedule", fr.schedule);
    try {
      await i18next.changeLanguage("es");
      expect(shiftTitle(event("Premium", true, true))).toBe("Borrador: Turno vacante - Dinner (Premium) *");
      await i18next.changeLanguage("fr");
      expect(shiftTitle(event("Non_Premium", true))).toBe("Créneau vacant - Dinner");
    } finally {
      await i18next.changeLanguage("en");
    }
  });

  it("counts positions filled out of all offered", () => {
    expect(positions(shift("Non_Premium", slot(1), slot(0, 3)))).toEqual({ filled: 4, total: 5 });
  });
});
