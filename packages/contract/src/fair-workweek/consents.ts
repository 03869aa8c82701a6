import { z } from "zod";
import { id } from "../fields";
import { pageQuery } from "../pagination";
import { PAY_BASES } from "./pay";

// Consent to a short rest (fair-workweek.md, "Rest between shifts"): a manager asks, the employee accepts or declines
// from their home (and by e-mail), and an accepted consent lets that one assignment be made, with its premium.

export const CONSENT_STATUSES = ["pending", "accepted", "declined"] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/** POST /api/compliance/consents: the assignment the manager wants to make. */
export const consentBody = z.object({
  employee_id: id("employee"),
  shift_id: id("shift"),
  slot_id: id("time slot"),
  area_role_id: id("area role"),
  kind: z.literal("rest").default("rest"),
});
export type ConsentBody = z.input<typeof consentBody>;

/** POST /api/compliance/consents/{id}/answer: the employee's own answer. */
export const consentAnswerBody = z.object({ accept: z.boolean() });

/** GET /api/compliance/consents: a manager's list (a location's, or one employee's); a team member gets their own. */
export const consentsQuery = pageQuery.extend({
  location_id: id("location").optional(),
  employee_id: id("employee").optional(),
  status: z.enum(CONSENT_STATUSES).optional(),
});

const instant = z.string().describe("ISO-8601 UTC instant");

export const consentItem = z.object({
  id: z.number(),
  kind: z.literal("rest"),
  status: z.enum(CONSENT_STATUSES),
  employee_id: z.number(),
  employee_name: z.string().nullable(),
  shift_id: z.number(),
  slot_id: z.number(),
  area_role_id: z.number(),
  /** The shift as it was asked about. */
  shift_name: z.string(),
  location_id: z.number(),
  location_name: z.string(),
  time_zone: z.string(),
  from: instant,
  to: instant,
  /** The rest the assignment leaves (to the quarter hour below) and the pack's limit. */
  rest_hours: z.number(),
  limit_hours: z.number(),
  pack_id: z.string(),
  /** The rest premium the assignment earns: null for a manager who does not see money (the employee sees theirs). */
  premium: z.object({ amount: z.string().nullable(), basis: z.enum(PAY_BASES) }).nullable(),
  /** Whether the employee may decline and then may not be made to work it (may_decline), or must agree first. */
  consent: z.enum(["required", "may_decline"]),
  requested_by: z.number().nullable(),
  requested_at: instant,
  answered_at: instant.nullable(),
});
export type ConsentItem = z.infer<typeof consentItem>;
