import { WEEKDAYS, type Weekday } from "@brigade/contract/enums";
import type { LabourDriver, LabourRule } from "@brigade/contract/labour-model";
import type { LocationItem } from "@brigade/contract/locations";
import type { Opening } from "@brigade/contract/opening-hours";

// The location's demand forms (opening hours, labour model) as rows a person edits, and back to the bodies the
// server takes. A 422 names the sent list's index (`days.3`, `rules.0.per`): it is led back to the row it came from.

export const OPENINGS_PER_DAY = 3;

export type OpeningRow = { open: string; close: string };
export type OpeningValues = { days: Record<Weekday, OpeningRow[]> };

/** The week's openings by weekday, Monday first, each day's in the order answered. */
export function openingRows(days: Opening[]): OpeningValues {
  const out = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as OpeningRow[]])) as Record<Weekday, OpeningRow[]>;
  for (const { weekday, open, close } of days) out[weekday].push({ open, close });
  return { days: out };
}

/** The PUT body, and for each opening sent the form path of its row (`days.Monday.0`). */
export function openingBody(values: OpeningValues): { body: { days: Opening[] }; paths: string[] } {
  const days: Opening[] = [];
  const paths: string[] = [];
  for (const weekday of WEEKDAYS) {
    values.days[weekday].forEach((row, index) => {
      days.push({ weekday, open: row.open, close: row.close });
      paths.push(`days.${weekday}.${index}`);
    });
  }
  return { body: { days }, paths };
}

/**
 * A 422's field errors moved onto the form's paths: `prefix.i.field` becomes `paths[i].field` (or `paths[i]`), the
 * first message of each kept; anything else (`days`) stays as it is.
 */
export function rowErrors(errors: Record<string, string[]>, prefix: string, paths: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (!first) continue;
    const [head, index, ...rest] = key.split(".");
    const path = head === prefix && index !== undefined ? paths[Number(index)] : undefined;
    const target = path === undefined ? key : [path, ...rest].join(".");
    if (!out[target]) out[target] = first;
  }
  return out;
}

/** A step of a rule as typed: from so much an hour (sales or transactions), so many people; "" while empty. */
export type StepRow = { key: string; from: number | string; people: number | string };

/** How a sales or transactions rule turns demand into people: one per so much an hour, or by steps. */
export type RuleMode = "per" | "steps";

/** A role's row of the labour model; number fields are "" while empty, `driver` "" for no rule. */
export type RuleRow = {
  area_role_id: number;
  role: string;
  area: string;
  driver: LabourDriver | "";
  /** Which of `per` and `steps` a sales or transactions rule sends; the other is kept while the form is open. */
  mode: RuleMode;
  per: string;
  steps: StepRow[];
  count: number | string;
  min: number | string;
  max: number | string;
  before_open_min: number | string;
  after_close_min: number | string;
};
export type RuleValues = { rules: RuleRow[] };

let lastStepKey = 0;
/** A key for a step's row (React's key and its fields' ids), unique while the page lives. */
const stepKey = (): string => `step-${++lastStepKey}`;

/** The answered steps as rows. */
export const stepRows = (steps: LabourRule["steps"]): StepRow[] =>
  (steps ?? []).map((step) => ({ key: stepKey(), from: step.from, people: step.people }));

/** The row "Add a step" appends: the first starts from 0, a later one is left for the person to fill. */
export const newStep = (steps: StepRow[]): StepRow => ({
  key: stepKey(),
  from: steps.length === 0 ? 0 : "",
  people: "",
});

/**
 * Where focus goes once the step at `index` of `count` is removed: the step that takes its place, else the one
 * before it, else (none left) nowhere among the steps (null: the "Add a step" button).
 */
export function focusAfterRemoval(index: number, count: number): number | null {
  if (index < count - 1) return index;
  return count > 1 ? index - 1 : null;
}

/** `per` as typed: money with two decimals for sales, a plain number for transactions. */
export const perText = (driver: LabourDriver, per: number | undefined): string =>
  per === undefined ? "" : driver === "sales" ? per.toFixed(2) : String(per);

/** One row per role of the location's work areas, in their order, each with its rule when it has one. */
export function ruleRows(location: Pick<LocationItem, "areas">, rules: LabourRule[]): RuleValues {
  const byRole = new Map(rules.map((rule) => [rule.area_role_id, rule]));
  const rows: RuleRow[] = [];
  for (const area of location.areas) {
    for (const role of area.area_role) {
      const rule = byRole.get(role.id);
      rows.push({
        area_role_id: role.id,
        role: role.name,
        area: area.name,
        driver: rule?.driver ?? "",
        // The server reads steps before per (requiredPeople): a rule with steps is shown by its steps.
        mode: rule?.steps?.length ? "steps" : "per",
        per: rule ? perText(rule.driver, rule.per) : "",
        steps: stepRows(rule?.steps),
        count: rule?.count ?? "",
        min: rule?.min ?? 0,
        max: rule?.max ?? "",
        before_open_min: rule?.before_open_min ?? 0,
        after_close_min: rule?.after_close_min ?? 0,
      });
    }
  }
  return { rules: rows };
}

/** A number field as sent: left out while empty; what cannot be read as a number is sent as null for the server. */
const given = (value: number | string): number | null | undefined => {
  if (value === "") return undefined;
  const number = typeof value === "number" ? value : Number(value.trim().replace(",", "."));
  return Number.isFinite(number) ? number : null;
};
/** A field the server defaults to 0: 0 while empty. */
const orZero = (value: number | string): number | null => {
  const number = given(value);
  return number === undefined ? 0 : number;
};

/**
 * The PUT body (the rows with a rule), and for each rule sent the form path of its row (`rules.4`). A sales or
 * transactions rule sends either its `per` or its steps, all of them in order, so the server's `rules.N.steps.I.from`
 * names the step row I of the form.
 */
export function ruleBody(values: RuleValues): { body: { rules: Record<string, unknown>[] }; paths: string[] } {
  const rules: Record<string, unknown>[] = [];
  const paths: string[] = [];
  values.rules.forEach((row, index) => {
    if (row.driver === "") return;
    const rule: Record<string, unknown> = {
      area_role_id: row.area_role_id,
      driver: row.driver,
      min: orZero(row.min),
      before_open_min: orZero(row.before_open_min),
      after_close_min: orZero(row.after_close_min),
    };
    if (row.driver === "fixed") rule.count = given(row.count);
    else if (row.mode === "steps")
      rule.steps = row.steps.map((step) => ({ from: given(step.from), people: given(step.people) }));
    else if (row.per.trim() !== "") rule.per = row.per.trim();
    const max = given(row.max);
    if (max !== undefined) rule.max = max;
    rules.push(rule);
    paths.push(`rules.${index}`);
  });
  return { body: { rules }, paths };
}

/**
 * The labour model's 422 on the form's paths (rowErrors): and a rule by steps asked for "per or steps" (none sent)
 * has that message beside its steps, where the person adds them, rather than on the hidden `per`.
 */
export function ruleErrors(
  errors: Record<string, string[]>,
  paths: string[],
  values: RuleValues,
): Record<string, string> {
  const out = rowErrors(errors, "rules", paths);
  values.rules.forEach((row, index) => {
    const per = `rules.${index}.per`;
    const message = out[per];
    if (row.mode !== "steps" || row.driver === "fixed" || message === undefined) return;
    delete out[per];
    out[`rules.${index}.steps`] ??= message;
  });
  return out;
}

/** A rule's steps the person has filled (both numbers), in the order typed: what the rule's sentence reads. */
export function filledSteps(steps: StepRow[]): { from: number; people: number }[] {
  const out: { from: number; people: number }[] = [];
  for (const step of steps) {
    const from = given(step.from);
    const people = given(step.people);
    if (typeof from === "number" && typeof people === "number") out.push({ from, people });
  }
  return out;
}

/** The labour target as the form shows it: "28.50" as "28.5", "30.00" as "30"; "" for none. */
export function targetText(target: string | null): string {
  if (target === null) return "";
  const value = Number(target);
  return Number.isFinite(value) ? String(value) : target;
}

/**
 * The labour target as the PUT takes it: what was typed, a decimal comma read as a point ("28,5" is 28.5), or null
 * for none (empty). The server checks the rest (above 0, at most 100, two decimals).
 */
export function targetBody(text: string): string | null {
  const typed = text.trim().replace(/\s*%$/, "").replace(",", ".");
  return typed === "" ? null : typed;
}
