import {
  CROSSES_LIMIT_CONFIRMATION,
  hoursBetween,
  OVERTIME_CONFIRMATION,
  overtimeConfirmation,
} from "@brigade/contract/assignments";
import type { Message } from "@brigade/contract/i18n/template";
import { translateMessage } from "@brigade/contract/i18n/translate";
import type { Locale } from "@brigade/contract/locales";
import type { ShiftItem, ShiftStoreBody } from "@brigade/contract/shifts";
import type { WorkRules } from "@brigade/contract/work-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { addEmployee, assignment, selectShift } from "./test/support";

// The spec's over-time confirmation at the business's own weekly hours (work rule confirm_week_hours, issue 33).
// The Assign modal asks from two answers of this API, read by the manager who assigns: the business's rule
// (GET /api/business/work-rules) and the hours the employee already holds that week (counts-stats); the
// contract decides which question and words it. These tests read both answers as the modal does.

let t: TestApp;
/** A business that asks from 30 hours a week. */
let thirty: { owner: Caller; manager: Caller; place: Place };
/** A business that never set the rule: the spec's 40. */
let spec: { owner: Caller; manager: Caller; place: Place };

beforeAll(async () => {
  t = await createTestApp();
  const business = async (name: string) => {
    const owner = await registerOwner(t.app, name);
    return { owner, manager: await createStaff(t, owner, "manager"), place: await createPlace(t, owner) };
  };
  thirty = await business("Thirty Bistro");
  spec = await business("Spec Bistro");
  const res = await thirty.owner.put("/api/business/work-rules", { confirm_week_hours: 30 });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

const onlyRoleA = (place: Place): Partial<ShiftStoreBody> => ({
  areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 1 }] }],
});

type Business = typeof thirty;

async function shiftAt(b: Business, name: string, from: string, to: string): Promise<ShiftItem> {
  return createShift(b.owner, storeBody(b.place, { name, from, to, ...onlyRoleA(b.place) }));
}

/** An employee who already holds `hours` from Monday 11 January 2027, 06:00 New York time (11:00Z). */
async function holding(b: Business, hours: number) {
  const person = await addEmployee(t, b.place.businessId, { areaRoleIds: [b.place.roleA] });
  const to = new Date(Date.parse("2027-01-11T11:00:00Z") + hours * 3_600_000).toISOString();
  const held = await shiftAt(b, `Marathon ${person.id}`, "2027-01-11T11:00:00Z", to);
  const res = await selectShift(b.owner, assignment(held, person.id, b.place.roleA));
  expect(res.statusCode, res.body).toBe(200);
  return person;
}

/** Wednesday 13 January 2027, 15:00 to 19:00 New York time: four more hours in that week. */
const banquet = (b: Business) => shiftAt(b, "Banquet", "2027-01-13T20:00:00Z", "2027-01-14T00:00:00Z");

/** What the Assign modal asks before giving `person` the banquet, from the API's answers to the manager. */
async function question(b: Business, person: { id: number; name: string }, shift: ShiftItem) {
  const rules = await b.manager.get("/api/business/work-rules");
  expect(rules.statusCode, rules.body).toBe(200);
  const threshold = (rules.json().payload as WorkRules).confirm_week_hours;
  const counted = await b.manager.get(`/api/counts-stats/index?employee_id=${person.id}&shift_id=${shift.id}`);
  expect(counted.statusCode, counted.body).toBe(200);
  const held = counted.json().payload as number;
  const slot = shift.shift_time_slots[0];
  if (!slot) throw new Error("no slot");
  const slotHours = hoursBetween(slot.from, slot.to);
  const kind = overtimeConfirmation(held, slotHours, threshold);
  if (kind === null) return { threshold, held, kind, title: null, text: null, in: undefined };
  const [title, text]: [Message, Message] =
    kind === "atLimit"
      ? [OVERTIME_CONFIRMATION.title, OVERTIME_CONFIRMATION.text.said(threshold)]
      : [
          CROSSES_LIMIT_CONFIRMATION.title.said(threshold),
          CROSSES_LIMIT_CONFIRMATION.text.said(person.name, held + slotHours, threshold),
        ];
  /** The words in a language: English is the template's own text. */
  const words = (locale: Locale) => ({ title: translateMessage(title, locale), text: translateMessage(text, locale) });
  return { threshold, held, kind, ...words("en"), in: words };
}

describe("the over-time confirmation at the business's confirm_week_hours", () => {
  it("asks at 30 when the business set 30, and its words say 30 in every language", async () => {
    const person = await holding(thirty, 30);
    const shift = await banquet(thirty);
    const asked = await question(thirty, person, shift);
    expect(asked).toMatchObject({ threshold: 30, held: 30, kind: "atLimit", title: "Are you sure?" });
    expect(asked.text).toBe(
      "You want to assign shifts to this user, the user has already scheduled 30 hours in a week.",
    );
    expect(asked.in?.("es").text).toBe(
      "Quieres asignar turnos a este usuario, pero ya tiene 30 horas programadas en una semana.",
    );
    expect(asked.in?.("fr").text).toBe(
      "Vous voulez attribuer des créneaux à cet utilisateur, mais il a déjà 30 heures planifiées dans la semaine.",
    );
    // A confirmation, never a refusal: the manager who says yes assigns.
    const res = await selectShift(thirty.manager, assignment(shift, person.id, thirty.place.roleA));
    expect(res.statusCode, res.body).toBe(200);
  });

  it("asks when the slot crosses 30, naming the hours it leads to and the business's 30", async () => {
    const person = await holding(thirty, 28);
    const asked = await question(thirty, person, await banquet(thirty));
    expect(asked).toMatchObject({ held: 28, kind: "crossesLimit", title: "Above 30 hours this week" });
    expect(asked.text).toBe(`This assignment takes ${person.name} to 32 hours this week, above 30.`);
    expect(asked.in?.("fr").title).toBe("Plus de 30 heures cette semaine");
    expect(asked.in?.("es").text).toBe(
      `Esta asignación lleva a ${person.name} a 32 horas esta semana, por encima de 30.`,
    );
  });

  it("asks nothing up to 30", async () => {
    const person = await holding(thirty, 26);
    expect((await question(thirty, person, await banquet(thirty))).kind).toBeNull();
  });

  it("keeps the spec's 40 and its words, letter for letter, for a business that never set the rule", async () => {
    const thirtyHeld = await holding(spec, 30);
    expect(await question(spec, thirtyHeld, await banquet(spec))).toMatchObject({ threshold: 40, kind: null });
    const fortyHeld = await holding(spec, 40);
    const asked = await question(spec, fortyHeld, await banquet(spec));
    expect(asked).toMatchObject({ threshold: 40, held: 40, kind: "atLimit", title: "Are you sure?" });
    expect(asked.text).toBe(
      "You want to assign shifts to this user, the user has already scheduled 40 hours in a week.",
    );
    const crossing = await holding(spec, 38);
    expect((await question(spec, crossing, await banquet(spec))).text).toBe(
      `This assignment takes ${crossing.name} to 42 hours this week, above 40.`,
    );
  });
});
