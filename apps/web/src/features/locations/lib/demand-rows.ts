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

/** A role's row of the labour model; number fields are "" while empty, `driver` "" for no rule. */
export type RuleRow = {
  area_role_id: number;
  role: string;
  area: string;
  driver: LabourDriver | "";
  per: string;
  count: number | string;
  min: number | string;
  max: number | string;
  before_open_min: number | string;
  after_close_min: number | string;
  /** Kept as answered: the form does not edit steps, and a save does not drop them. */
  steps?: LabourRule["steps"];
};
export type RuleValues = { rules: RuleRow[] };

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
        per: rule ? perText(rule.driver, rule.per) : "",
        count: rule?.count ?? "",
        min: rule?.min ?? 0,
        max: rule?.max ?? "",
        before_open_min: rule?.before_open_min ?? 0,
        after_close_min: rule?.after_close_min ?? 0,
        ...(rule?.steps?.length ? { steps: rule.steps } : {}),
      });
    }
  }
  return { rules: rows };
}

const given = (value: number | string): number | undefined =>
  value === "" ? undefined : typeof value === "number" ? value : Number(value);

/** The PUT body (the rows with a rule), and for each rule sent the form path of its row (`rules.4`). */
export function ruleBody(values: RuleValues): { body: { rules: Record<string, unknown>[] }; paths: string[] } {
  const rules: Record<string, unknown>[] = [];
  const paths: string[] = [];
  values.rules.forEach((row, index) => {
    if (row.driver === "") return;
    const fixed = row.driver === "fixed";
    const rule: Record<string, unknown> = {
      area_role_id: row.area_role_id,
      driver: row.driver,
      min: given(row.min) ?? 0,
      before_open_min: given(row.before_open_min) ?? 0,
      after_close_min: given(row.after_close_min) ?? 0,
    };
    if (fixed) rule.count = given(row.count);
    else if (row.per.trim() !== "") rule.per = row.per.trim();
    if (!fixed && row.steps?.length) rule.steps = row.steps;
    const max = given(row.max);
    if (max !== undefined) rule.max = max;
    rules.push(rule);
    paths.push(`rules.${index}`);
  });
  return { body: { rules }, paths };
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
