import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import {
  budgetBody,
  budgetItem,
  budgetList,
  budgetQuery,
  DEFAULT_BUDGET_WEEKS,
  LABOUR_MESSAGES,
  labourCostPayload,
  labourCostQuery,
  MAX_BUDGET_DAYS,
  MAX_LABOUR_DAYS,
} from "@brigade/contract/labour-cost";
import { WAGE_MESSAGES } from "@brigade/contract/wages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import type { LabourService } from "./service";

const tags = ["Labour cost"];
const moneyOnly =
  `Owners, and managers when the work rule managers_see_wages is on; anyone else gets 403 ("${WAGE_MESSAGES.seeWages}"). ` +
  "404 for a location of another business.";

/** Budgets (under /api/restaurant/location) and the labour cost read (under /api/labour). */
export function budgetRoutes(service: LabourService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/location/:id/budget",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "A location's weekly labour budgets",
          description:
            `The budgets of the weeks (Monday start, the location's zone) from the week of from to the week of to ` +
            `(DD-MM-YYYY, at most ${MAX_BUDGET_DAYS} days); without from, this week; without to, ` +
            `${DEFAULT_BUDGET_WEEKS} weeks from from. Weeks without a budget are left out. ${moneyOnly}`,
          params: idParams,
          querystring: budgetQuery,
          response: { 200: envelope(budgetList), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.budgets(authOf(request), request.params.id, request.query) }),
    );

    r.put(
      "/location/:id/budget",
      {
        config: { access: "owner" },
        schema: {
          tags,
          summary: "Set a location's labour budget for a week (the owner)",
          description:
            "week is any day of the week (DD-MM-YYYY); the budget is the week's, keyed by its Monday in the " +
            "location's zone, and replaces the week's earlier one. amount is a string with two decimals. A manager " +
            "or team member gets 403; 404 for a location of another business.",
          params: idParams,
          body: budgetBody,
          response: { 200: envelope(budgetItem), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({
        message: LABOUR_MESSAGES.budgetSaved,
        payload: await service.setBudget(authOf(request), request.params.id, request.body),
      }),
    );
  };
}

export function labourRoutes(service: LabourService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/cost",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "Scheduled and actual labour cost of a location's days and weeks, against its budget",
          description:
            `from and to are days (DD-MM-YYYY, the location's zone, at most ${MAX_LABOUR_DAYS} days). Scheduled: ` +
            "every position-holding booking (Accepted, Apply For Leave, Leave Rejected), drafts included, its " +
            "slot's hours times the rate in force on its local day (the role's rate where the wage has one), the " +
            "overtime part times overtime_multiplier, plus a Premium shift's bonus once per booking. Actual: every " +
            "punch (open ones until now), paid hours (worked minus unpaid breaks) priced the same way. A position " +
            "or punch counts on the local day it starts; overtime is an employee's paid time past " +
            "overtime_week_hours in their local week (Monday start), all locations counted, in start order. " +
            "Each position's or punch's cost is rounded to the cent, and every sum adds those. weeks[] cover " +
            "whole weeks (also where the period cuts one), with the week's budget and budget_used_pct = " +
            "scheduled_cost / budget (null without a budget). overtime_hours, overtime_cost and premium_bonus " +
            "are parts of the scheduled figures; actual_overtime_* of the actual ones. A booking or punch whose " +
            `employee has no rate in force counts its hours at no pay (unpriced_bookings, unpriced_punches). ${moneyOnly}`,
          querystring: labourCostQuery,
          response: { 200: envelope(labourCostPayload), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.cost(authOf(request), request.query) }),
    );
  };
}
