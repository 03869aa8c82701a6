import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { MAX_ROSTER_LENGTH, rosterPage, rosterQuery } from "@brigade/contract/rosters";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import type { RosterService } from "./service";

const tags = ["Shifts and bookings"];

const description = [
  "roster_type=vacant_shifts: one row per (slot, area role) with remaining_slots > 0; from and to are the slot's " +
    "instants, type is the shift's type (Non_Premium or Premium) and slot_type the slot's (Full or Half).",
  "roster_type=schedule_shifts: one row per booking that holds a position (Accepted, Apply For Leave, " +
    "Leave Rejected), with its employee; id is the booking's.",
  "Period: from and to are DD-MM-YYYY dates (whole days in each location's time zone, to inclusive) or ISO " +
    "instants; a row is in the period when its slot overlaps it. Without from and to the period is every slot that " +
    "ends after now (upcoming and in progress).",
  "Sort: from (default), to or type (the shift's type), order asc (default) or desc; ties are broken by the slot's " +
    "start, then by the row's id (slot id and area role id for vacant rows, booking id for schedule rows), so paging " +
    "is stable. Sorting, paging and the total all run in the database.",
  `Paging: page from 1, length 1 to ${MAX_ROSTER_LENGTH} (default 10; the CSV export asks for length = total).`,
  "Filters: name (shift name), location_id, area_id, area_role_id, employee_id (one id, comma-separated ids or " +
    "showAll), availability. area_id and area_role_id narrow to rows of those roles; on the schedule roster " +
    "employee_id and availability narrow to those employees' bookings, on the vacant roster to shifts they are " +
    "booked on (as /shift/index). Ids of another business match nothing: the answer is an empty list, not a 404.",
].join("\n\n");

/** The vacant and schedule rosters; mounted under /api. */
export function rosterRoutes(service: RosterService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/shift/all-shift-slots",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "The vacant roster (open positions) or the schedule roster (position-holding bookings), paged",
          description,
          querystring: rosterQuery,
          response: { 200: envelope(rosterPage), 403: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.list(authOf(request).businessId, request.query) }),
    );
  };
}
