import { z } from "zod";
import { id } from "./fields";

// A location's labour model (demand.md, "Labour model"): per role, how many people its demand calls for while it is
// open, and for setting up and closing down.

export const LABOUR_DRIVERS = ["sales", "transactions", "fixed"] as const;
export type LabourDriver = (typeof LABOUR_DRIVERS)[number];

export const MAX_LABOUR_RULES = 50;
export const MAX_LABOUR_STEPS = 20;
/** The most people a rule may ask for in one quarter, and the longest set-up or close-down. */
export const MAX_RULE_PEOPLE = 100;
export const MAX_PREP_MINUTES = 240;

export const LABOUR_MODEL_MESSAGES = {
  rulesRequired: "Send the rules as a list (an empty list removes them all).",
  tooManyRules: `At most ${MAX_LABOUR_RULES} rules, one per role.`,
  roleTwice: "Each role may have one rule.",
  roleNotHere: "Each rule's role must be one of this location's work areas' roles.",
  driver: "The driver must be sales, transactions or fixed.",
  per: "per must be a number above 0, such as 150.00 (sales an hour) or 12 (transactions an hour).",
  perOrSteps: "A sales or transactions rule needs per (one person per so much an hour) or steps.",
  count: `A fixed rule needs count, a whole number of people from 1 to ${MAX_RULE_PEOPLE}.`,
  people: `min and max must be whole numbers of people from 0 to ${MAX_RULE_PEOPLE}, max at least min.`,
  steps: `Steps must be at most ${MAX_LABOUR_STEPS}, each { from, people }: from a number from 0 up, rising, and people a whole number from 0 to ${MAX_RULE_PEOPLE}.`,
  prep: `before_open_min and after_close_min must be whole minutes from 0 to ${MAX_PREP_MINUTES}, in quarters (0, 15, 30 ...).`,
  target: "The labour target must be a percentage above 0 and at most 100, such as 28.5 (or null for none).",
  saved: "Labour model saved.",
} as const;
const M = LABOUR_MODEL_MESSAGES;

/** A positive decimal written as a string ("150.00") or a number (12): stored as text with two decimals. */
const perField = z.union([z.string(), z.number()], { error: M.per }).transform((value, ctx) => {
  const number = typeof value === "number" ? value : /^\d{1,9}(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isFinite(number) || number <= 0 || number > 1e9) {
    ctx.addIssue({ code: "custom", message: M.per });
    return z.NEVER;
  }
  return Math.round(number * 100) / 100;
});

const people = z.number({ error: M.people }).int(M.people).min(0, M.people).max(MAX_RULE_PEOPLE, M.people);
const prep = z
  .number({ error: M.prep })
  .int(M.prep)
  .min(0, M.prep)
  .max(MAX_PREP_MINUTES, M.prep)
  .refine((v) => v % 15 === 0, M.prep);

export const labourRuleInput = z
  .object({
    area_role_id: id("area_role_id"),
    driver: z.enum(LABOUR_DRIVERS, { error: M.driver }),
    per: perField.optional(),
    count: z.number({ error: M.count }).int(M.count).min(1, M.count).max(MAX_RULE_PEOPLE, M.count).optional(),
    min: people.default(0),
    max: people.optional(),
    steps: z
      .array(z.object({ from: z.number({ error: M.steps }).min(0, M.steps), people: people }), { error: M.steps })
      .max(MAX_LABOUR_STEPS, M.steps)
      .refine((steps) => steps.every((step, i) => i === 0 || step.from > (steps[i - 1]?.from ?? 0)), M.steps)
      .optional(),
    before_open_min: prep.default(0),
    after_close_min: prep.default(0),
  })
  .superRefine((rule, ctx) => {
    if (rule.driver === "fixed" && rule.count === undefined) {
      ctx.addIssue({ code: "custom", path: ["count"], message: M.count });
    }
    if (rule.driver !== "fixed" && rule.per === undefined && !rule.steps?.length) {
      ctx.addIssue({ code: "custom", path: ["per"], message: M.perOrSteps });
    }
    if (rule.max !== undefined && rule.max < rule.min)
      ctx.addIssue({ code: "custom", path: ["max"], message: M.people });
  });
export type LabourRuleInput = z.output<typeof labourRuleInput>;

/** PUT /api/locations/{id}/labour-model: the rules, replacing the location's. */
/** Labour cost as a share of sales the location aims at: "28.5" or 28.5, two decimals at most; kept as text. */
const targetField = z.union([z.string(), z.number()], { error: M.target }).transform((value, ctx) => {
  const text = typeof value === "number" ? String(value) : value.trim();
  const number = /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
  if (!(number > 0 && number <= 100)) {
    ctx.addIssue({ code: "custom", message: M.target });
    return z.NEVER;
  }
  return number.toFixed(2);
});

export const labourModelBody = z
  .object({
    rules: z.array(labourRuleInput, { error: M.rulesRequired }).max(MAX_LABOUR_RULES, M.tooManyRules),
    /** Left out: kept as it is; null: none. */
    labour_target_percent: targetField.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.rules.forEach((rule, index) => {
      if (seen.has(rule.area_role_id)) {
        ctx.addIssue({ code: "custom", path: ["rules", index, "area_role_id"], message: M.roleTwice });
      }
      seen.add(rule.area_role_id);
    });
  });
export type LabourModelBody = z.output<typeof labourModelBody>;

export const labourRule = z.object({
  area_role_id: z.number().int(),
  /** The role's and its area's names, for a screen. */
  role: z.string(),
  area: z.string(),
  driver: z.enum(LABOUR_DRIVERS),
  per: z.number().optional(),
  count: z.number().int().optional(),
  min: z.number().int(),
  max: z.number().int().optional(),
  steps: z.array(z.object({ from: z.number(), people: z.number().int() })).optional(),
  before_open_min: z.number().int(),
  after_close_min: z.number().int(),
});
export type LabourRule = z.infer<typeof labourRule>;
export const labourModelPayload = z.object({
  rules: z.array(labourRule),
  /** Labour cost as a share of sales the location aims at, in percent ("28.50"); null: none. */
  labour_target_percent: z.string().nullable(),
});
export type LabourModelPayload = z.infer<typeof labourModelPayload>;

/**
 * The people a rule asks for in a quarter while open, from the demand an hour (sales or transactions, at the
 * quarter's rate): the highest step reached, or one per `per` rounded up, or the fixed count; within min and max.
 */
export function requiredPeople(rule: Omit<LabourRule, "role" | "area">, hourlyDemand: number): number {
  let people: number;
  if (rule.driver === "fixed") people = rule.count ?? 0;
  else if (rule.steps?.length) {
    people = 0;
    for (const step of rule.steps) if (hourlyDemand >= step.from) people = step.people;
  } else people = rule.per ? Math.ceil(hourlyDemand / rule.per - 1e-9) : 0;
  return Math.min(rule.max ?? Number.POSITIVE_INFINITY, Math.max(rule.min, people));
}
