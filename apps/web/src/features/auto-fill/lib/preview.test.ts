import type { AutoFillAssignment } from "@brigade/contract/auto-fill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { i18next, initI18n } from "../../../i18n";
import { planning as es } from "../../../i18n/locales/es/planning";
import { planning as fr } from "../../../i18n/locales/fr/planning";
import { periodLabel } from "./auto-fill-period";
import {
  assignmentKey,
  gapText,
  groupByDay,
  maxFillText,
  openText,
  skippedText,
  statsLine,
  timeRange,
  undoQuestion,
} from "./preview";

const NEW_YORK = "America/New_York";
const proposal = (employee: string, from: string, to: string, employeeId = 1): AutoFillAssignment => ({
  shift_id: 1,
  slot_id: 10,
  area_role_id: 20,
  area_role_name: "Line Cook",
  shift_name: "Dinner",
  employee_id: employeeId,
  employee_name: employee,
  from,
  to,
  reasons: [],
});

beforeAll(() => initI18n());

describe("auto-fill preview", () => {
  it("groups proposals by the location's local day, not UTC's", () => {
    // 01:00 UTC on Tuesday is still Monday evening in New York.
    const late = proposal("Ana", "2026-03-17T01:00:00Z", "2026-03-17T04:00:00Z");
    const morning = proposal("Ben", "2026-03-17T13:00:00Z", "2026-03-17T17:00:00Z", 2);
    const groups = groupByDay([morning, late], NEW_YORK);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.employee_name)])).toEqual([
      ["Monday 16 Mar 2026", ["Ana"]],
      ["Tuesday 17 Mar 2026", ["Ben"]],
    ]);
    expect(timeRange(late, NEW_YORK)).toBe("09:00 PM – 12:00 AM");
  });

  it("says the stats and the gap in words", () => {
    expect(statsLine({ filled: 12, open_positions: 15 })).toBe("12 of 15 open positions filled");
    expect(statsLine({ filled: 1, open_positions: 1 })).toBe("1 of 1 open position filled");
    expect(gapText({ gap: 0, solver: "highs" })).toBe("The proposal is proven best.");
    expect(gapText({ gap: 0.004, solver: "highs" })).toBe("The proposal is within 0.4 % of the best possible.");
    expect(gapText({ gap: 0.00001, solver: "highs" })).toBe("The proposal is within 0.1 % of the best possible.");
    expect(gapText({ gap: 0.25, solver: "greedy" })).toBe("The proposal is within 25 % of the best possible.");
    expect(gapText({ gap: 0, solver: "none" })).toBeNull();
    expect(maxFillText({ filled: 12, open_positions: 15, max_fill: 12 })).toBe(
      "No schedule fills more than 12 of them.",
    );
    expect(maxFillText({ filled: 15, open_positions: 15, max_fill: 15 })).toBeNull();
    expect(maxFillText({ filled: 12, open_positions: 15, max_fill: null })).toBeNull();
  });

  it("names a skipped proposal from the preview", () => {
    const ana = proposal("Ana", "2026-03-16T13:00:00Z", "2026-03-16T17:00:00Z");
    const skip = { slot_id: 10, area_role_id: 20, employee_id: 1, reason: "Someone else took the position meanwhile." };
    expect(assignmentKey(skip)).toBe(assignmentKey(ana));
    expect(skippedText(skip, [ana], NEW_YORK)).toBe(
      "Ana · Line Cook · Dinner · Mon 16 Mar, 09:00 AM – 01:00 PM: Someone else took the position meanwhile.",
    );
  });

  it("asks before undo with the number of bookings", () => {
    expect(undoQuestion(3)).toBe("Release the 3 bookings auto-fill just made?");
    expect(undoQuestion(1)).toBe("Release the booking auto-fill just made?");
  });
});

describe("auto-fill preview in another language", () => {
  beforeAll(async () => {
    i18next.addResourceBundle("es", "planning", es);
    i18next.addResourceBundle("fr", "planning", fr);
  });
  afterAll(() => i18next.changeLanguage("en"));

  it("says the days, the stats and the numbers in Spanish and in French", async () => {
    const late = proposal("Ana", "2026-03-17T01:00:00Z", "2026-03-17T04:00:00Z");
    await i18next.changeLanguage("es");
    expect(groupByDay([late], NEW_YORK).map((g) => g.label)).toEqual(["lunes, 16 de marzo de 2026"]);
    expect(periodLabel({ from: "2026-03-16", to: "2026-03-22" })).toBe("lun, 16 mar – dom, 22 mar 2026");
    expect(statsLine({ filled: 12, open_positions: 15 })).toBe("12 de 15 puestos libres cubiertos");
    expect(gapText({ gap: 0.004, solver: "highs" })).toBe(
      "La propuesta está como mucho a un 0,4 % de la mejor posible.",
    );
    expect(undoQuestion(1)).toBe("¿Liberar la asignación que acaba de hacer el autocompletado?");
    expect(maxFillText({ filled: 12, open_positions: 15, max_fill: 12 })).toBe("Ningún horario cubre más de 12.");

    await i18next.changeLanguage("fr");
    expect(groupByDay([late], NEW_YORK).map((g) => g.label)).toEqual(["lundi 16 mars 2026"]);
    expect(statsLine({ filled: 1, open_positions: 1 })).toBe("Postes pourvus : 1 sur 1 à pourvoir");
    expect(openText({ missing: 2 })).toBe("2 à pourvoir");
    expect(maxFillText({ filled: 12, open_positions: 15, max_fill: 12 })).toBe(
      "Aucun planning n'en pourvoit plus de 12.",
    );
    expect(undoQuestion(3)).toBe("Libérer les 3 affectations que le remplissage automatique vient de faire ?");
  });
});
