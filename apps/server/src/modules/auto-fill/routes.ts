import { envelope, errorBody, validationError } from "@brigade/contract/api";
import {
  AUTO_FILL_SOLVER,
  autoFillApplyBody,
  autoFillApplyPayload,
  autoFillBody,
  autoFillPayload,
  autoFillUndoBody,
  autoFillUndoPayload,
  AUTO_FILL_MESSAGES as M,
  MAX_APPLY_ASSIGNMENTS,
  MAX_AUTO_FILL_DAYS,
  MAX_AUTO_FILL_POSITIONS,
  AUTO_FILL_WEIGHTS as W,
} from "@brigade/contract/auto-fill";
import { dryRunQuery } from "@brigade/contract/fair-workweek/change-note";
import { changePreview } from "@brigade/contract/fair-workweek/changes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { saidEnvelope } from "../../lib/said-envelope";
import { authOf } from "../../plugins/auth";
import type { ChangePreviewer } from "../bookings";
import type { AutoFillService } from "./service";

const tags = ["Auto-fill"];
const managers = { access: "manager" as const };
const skipReasons = Object.values(M.skipped)
  .map((reason) => `"${reason}"`)
  .join(", ");

/** Auto-fill: a proposal for a location's open positions, applying it, and undoing an apply; under /api. */
export function autoFillRoutes(service: AutoFillService, preview: ChangePreviewer) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/schedule/auto-fill",
      {
        config: managers,
        schema: {
          tags,
          summary: "Propose who fills a location's open positions in a period; changes nothing",
          description:
            `from and to are DD-MM-YYYY days in the location's time zone, both included, at most ${MAX_AUTO_FILL_DAYS} ` +
            "days (422 when to is before from or the period is longer). 404 for a location not the caller's " +
            "business's. Open positions are the slots of the location's shifts that start in the period, have not " +
            `started yet and have positions left for a role (at most ${MAX_AUTO_FILL_POSITIONS.toLocaleString("en-US")}, ` +
            "else 422). Candidates are active employees with the role. Hard rules: no overlap with any position " +
            "they hold (at any location) or are proposed; approved time off; not unavailable in their weekly " +
            "pattern; their weekly maximum (held plus proposed hours, per local week); the rest between days; " +
            "shifts per day; never twice in one slot. The objective, in order: fill the most positions, proven " +
            "(stats.max_fill); then the fewest assignments on a `prefer_not` window (stats.prefer_not); then, by " +
            `weight: prefer preferred (${W.fit.preferred}) over available (${W.fit.available}) over unknown ` +
            "(0); spread hours fairly over the period asked for (a rising cost per hour by quarter of each person's " +
            "maximum for it); then fewer Premium bonuses and fewer hours near the weekly maximum; then, with wages " +
            `recorded, the cheaper of equally good schedules (an hour at the highest candidate rate weighs ${W.costPerHourAtTopRate}, other rates in ` +
            "proportion, someone without a rate counts at the candidates' average). Parts that share no employee " +
            "or position are solved apart, each a mixed-integer program solved by HiGHS in a " +
            "worker thread, started from a heuristic fill, within " +
            `${AUTO_FILL_SOLVER.timeLimitSeconds} s in all (a proposal cut short by it says so in notice); after the ` +
            `fill's proof it stops at a proven gap of ${AUTO_FILL_SOLVER.qualityGap} points or when neither bound has moved for ` +
            `${AUTO_FILL_SOLVER.stallSeconds} s. Payload: assignments (shift, ` +
            "slot, role, employee, the slot's from and to as UTC instants, and reasons: sentences true of that " +
            "assignment, e.g. the role, how it fits their pattern, their hours that week of their maximum); " +
            "unfilled (each slot and role left open, `missing` positions, and why: how many candidates each rule " +
            "kept out, or, once the fill is proven maximal, that taking it leaves another open); stats: " +
            "open_positions (before the proposal), filled, max_fill, prefer_not, objective, bound (a proven upper " +
            "bound on the objective of schedules as full), gap ((bound - objective) / |objective|, 0 when proven optimal), solver " +
            "(`highs`; `greedy` when the solver failed and the heuristic fill alone was used, with `notice` " +
            "saying so; `none` when no position had a candidate), solve_ms. time_zone is the location's zone. " +
            "cost, for callers who see money (owners; managers when the work rule managers_see_wages is on), else " +
            "null: currency, added_cost (the scheduled cost of the weeks the proposal touches with it minus without " +
            "it: wages at the rate in force each day, overtime in each employee's local week at every location, " +
            "Premium bonuses; priced as GET /api/labour/cost prices them) and unpriced_assignments (proposals of " +
            "employees with no rate in force, whose hours add no cost). " +
            `503 ("${M.busy}") when too many proposals are being solved at once.`,
          body: autoFillBody,
          response: {
            200: saidEnvelope(autoFillPayload),
            404: errorBody,
            422: validationError,
            503: errorBody,
          },
        },
      },
      async (request) => {
        const payload = await service.preview(authOf(request), request.body);
        return { message: M.proposed.said(payload.stats.filled), payload };
      },
    );

    r.post(
      "/schedule/auto-fill/apply",
      {
        config: managers,
        schema: {
          tags,
          summary: "Book proposed assignments as Accepted, each on its own; those no longer possible are skipped",
          description:
            `assignments: 1 to ${MAX_APPLY_ASSIGNMENTS.toLocaleString("en-US")} items { slot_id, area_role_id, ` +
            "employee_id }, none listed twice (422). Each is booked in a transaction of its own under select-shift's " +
            "guarantees (a position is taken only if one is left; never an overlapping position; approved time off " +
            "refused), and the work rules are checked again at that moment (unavailable, weekly maximum, rest, shifts " +
            "per day). One that cannot be booked is not an error: it is listed in `skipped` with its reason, one of " +
            `${skipReasons}. Another business's slot, role or employee is skipped as not found. Payload: applied (how ` +
            "many were booked), skipped, apply_id (identifies this apply for undo; null when nothing was booked). " +
            "Each booking records its creation with the caller as actor. On a posted shift the change log has each " +
            "new position. With dry_run=true each item is booked and undone on its own: nothing is written, and " +
            "the payload is a ChangePreview of the rows the apply would log, with their predictability pay (those " +
            "that could not be booked left out).",
          body: autoFillApplyBody,
          querystring: dryRunQuery,
          response: {
            200: z.union([saidEnvelope(autoFillApplyPayload), envelope(changePreview)]),
            422: validationError,
          },
        },
      },
      async (request) => {
        const caller = authOf(request);
        const { assignments } = request.body;
        if (request.query.dry_run)
          return { payload: await preview(caller, await service.previewApply(caller, assignments)) };
        const payload = await service.apply(caller, assignments);
        return { message: M.applied.said(payload.applied), payload };
      },
    );

    r.post(
      "/schedule/auto-fill/undo",
      {
        config: managers,
        schema: {
          tags,
          summary: "Release the bookings an apply made, if nothing changed them since",
          description:
            "In one transaction: each booking of the apply still Accepted with no decision since its creation is " +
            "Released as a manager's unassign does (its position freed, the event recorded with the caller as actor); " +
            `the others are listed in \`kept\` with the reason "${M.changedSince}". Payload: released (how many), ` +
            `kept. 404 ("${M.applyNotFound}") for an apply of another business or none; 409 ("${M.alreadyUndone}") ` +
            "when it was already undone.",
          body: autoFillUndoBody,
          response: { 200: saidEnvelope(autoFillUndoPayload), 404: errorBody, 409: errorBody, 422: validationError },
        },
      },
      async (request) => {
        const payload = await service.undo(authOf(request), request.body.apply_id);
        return { message: M.undone.said(payload.released), payload };
      },
    );
  };
}
