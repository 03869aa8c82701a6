import { envelope, errorBody, messageOnly, validationError } from "@brigade/contract/api";
import { calendarAnswer, calendarQuery, MAX_CALENDAR_DAYS, MAX_CALENDAR_EVENTS } from "@brigade/contract/calendar";
import { changeNoteOf, changeNoteQuery, DRY_RUN, dryRunQuery } from "@brigade/contract/fair-workweek/change-note";
import { changePreview } from "@brigade/contract/fair-workweek/changes";
import { idParams } from "@brigade/contract/fields";
import { paginated } from "@brigade/contract/pagination";
import { SHIFT_MESSAGES } from "@brigade/contract/shift-rules";
import {
  MAX_SHIFT_LIST,
  shiftEditBody,
  shiftIndexQuery,
  shiftItem,
  shiftMoveBody,
  shiftStoreBody,
  shiftTimeSlotItem,
  timeSlotQuery,
} from "@brigade/contract/shifts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { dryRun } from "../../lib/dry-run";
import { plainJson } from "../../lib/plain-json";
import { authOf } from "../../plugins/auth";
import type { ChangePreviewer } from "../bookings";
import type { CalendarService } from "./calendar-service";
import type { ShiftListService } from "./list-service";
import type { ShiftService } from "./service";

const tags = ["Shifts and bookings"];
const managers = { access: "manager" as const };

/** Creating, listing, editing, moving and deleting shifts, and a shift's slots per role; mounted under /api. */
export function shiftRoutes(
  service: ShiftService,
  list: ShiftListService,
  calendar: CalendarService,
  preview: ChangePreviewer,
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/shift/store",
      {
        config: managers,
        schema: {
          tags,
          summary: "Create a shift; the server derives its day and time slots from from, to, chunk and the location",
          description:
            "Validated by the Create Shift rules of the spec: the 422 message is the first broken rule in the spec's order, " +
            "errors holds every message per field. day, shifttimebreak, utc_from and utc_to are accepted and ignored.",
          body: shiftStoreBody,
          response: { 201: envelope(shiftItem), 404: errorBody, 422: validationError },
        },
      },
      async (request, reply) => {
        const payload = await service.store(authOf(request), request.body);
        return reply.code(201).send({ message: SHIFT_MESSAGES.created, payload });
      },
    );

    r.get(
      "/shift/index",
      {
        config: { ...managers, large: true },
        ...plainJson,
        schema: {
          tags,
          summary: "Shifts matching the sidebar filters, with location, roles, slots and bookings",
          description:
            "from and to are DD-MM-YYYY dates, read as whole days in each shift's location's time zone (or ISO instants). " +
            "location_id, area_id, area_role_id and employee_id take one id, several comma-separated ids, or showAll. " +
            `pagination=0 gives every matching shift as a plain array in payload.paginated, at most ${MAX_SHIFT_LIST.toLocaleString("en-US")}: ` +
            "past that, a 422 (page the list, or use the calendar feed GET /api/shift/calendar).",
          querystring: shiftIndexQuery,
          response: {
            200: envelope(z.object({ paginated: z.union([paginated(shiftItem), z.array(shiftItem)]) })),
            422: validationError,
          },
        },
      },
      async (request) => ({ payload: { paginated: await list.index(authOf(request).businessId, request.query) } }),
    );

    r.get(
      "/shift/calendar",
      {
        // Team members too: they get a read-only calendar of their own roles' shifts.
        config: { access: "authenticated", large: true },
        ...plainJson,
        schema: {
          tags,
          summary: "The calendar's feed: each shift of a period with what its event shows",
          description:
            "The same filters as shift/index; from and to are required (DD-MM-YYYY dates, whole days in each " +
            `location's time zone, or ISO instants) and at most ${MAX_CALENDAR_DAYS} days apart. One event per ` +
            "shift (vacant: a slot still has an open position) and each location once with its IANA zone. At most " +
            `${MAX_CALENDAR_EVENTS.toLocaleString("en-US")} events: past that, a 422. A shift's detail is GET /api/shift/{id}. ` +
            "A team member gets only the shifts that need one of the roles of their own employee record (none " +
            "without one), listed in own_roles; area_role_id narrows them to some of those roles, and the " +
            "staff-only filters employee_id, availability and shift_status are ignored. draft is true for a shift not yet " +
            "published (work rule draft_weeks, POST /api/schedule/publish): a team member never gets one.",
          querystring: calendarQuery,
          response: { 200: envelope(calendarAnswer), 422: validationError },
        },
      },
      async (request) => ({ payload: await calendar.feed(authOf(request), request.query) }),
    );

    r.get(
      "/shift/:id",
      {
        config: managers,
        schema: {
          tags,
          summary: "One shift with its location, roles, slots and bookings (the shape of a shift/index item)",
          params: idParams,
          response: { 200: envelope(shiftItem), 404: errorBody },
        },
      },
      async (request) => ({ payload: await service.show(authOf(request).businessId, request.params.id) }),
    );

    r.patch(
      "/shift/:id",
      {
        config: managers,
        schema: {
          tags,
          summary: "Move or resize a shift; its slots and bookings follow; 409 if a booking would overlap another",
          description:
            "On a posted shift the change log has each position that moved (change_reason and exempt_reason are " +
            `what the manager says of it). ${DRY_RUN}`,
          params: idParams,
          body: shiftMoveBody,
          querystring: dryRunQuery,
          response: {
            200: z.union([envelope(shiftItem), envelope(changePreview)]),
            404: errorBody,
            409: errorBody,
            422: validationError,
          },
        },
      },
      async (request) => {
        const caller = authOf(request);
        const { id } = request.params;
        if (request.query.dry_run)
          return { payload: await preview(caller, await dryRun(() => service.move(caller, id, request.body, true))) };
        const payload = await service.move(caller, id, request.body);
        return { message: SHIFT_MESSAGES.updated, payload };
      },
    );

    r.put(
      "/shift/:id",
      {
        config: managers,
        schema: {
          tags,
          summary: "Edit every field of a shift; body and 422 as Create Shift, but from may be in the past",
          description:
            "Another business's shift, location, area or role reads as missing (404 or 422, as in store); day is " +
            "derived from from in the location's time zone. Without bookings anything may change. Once the shift has " +
            "bookings: the location and chunk cannot change (409), a role with bookings cannot be removed (409), no " +
            "role's count may go below the positions held in one of its slots (409), and new times move the slots and " +
            "their bookings as PATCH does (409 if a booking would overlap another). A refused edit changes nothing. " +
            `On a posted shift the change log has each position whose times changed. ${DRY_RUN}`,
          params: idParams,
          body: shiftEditBody,
          querystring: dryRunQuery,
          response: {
            200: z.union([envelope(shiftItem), envelope(changePreview)]),
            404: errorBody,
            409: errorBody,
            422: validationError,
          },
        },
      },
      async (request) => {
        const caller = authOf(request);
        const { id } = request.params;
        if (request.query.dry_run)
          return { payload: await preview(caller, await dryRun(() => service.edit(caller, id, request.body, true))) };
        const payload = await service.edit(caller, id, request.body);
        return { message: SHIFT_MESSAGES.updated, payload };
      },
    );

    r.delete(
      "/shift/:id",
      {
        config: managers,
        schema: {
          tags,
          summary: "Delete a shift that has not started, with its slots and bookings",
          description:
            "A shift that has started cannot be deleted (409): its bookings are history. The delete is recorded " +
            "with who made it and every booking the shift held (GET /api/shift/deletions). On a posted shift the " +
            "change log has each position cancelled; change_reason and exempt_reason are what the manager says of it. " +
            DRY_RUN,
          params: idParams,
          querystring: changeNoteQuery,
          response: {
            200: z.union([messageOnly, envelope(changePreview)]),
            404: errorBody,
            409: errorBody,
            422: validationError,
          },
        },
      },
      async (request) => {
        const caller = authOf(request);
        const { id } = request.params;
        const note = changeNoteOf(request.query);
        if (request.query.dry_run)
          return { payload: await preview(caller, await dryRun(() => service.destroy(caller, id, note, true))) };
        await service.destroy(caller, id, note);
        return { message: SHIFT_MESSAGES.deleted };
      },
    );

    r.get(
      "/shift-time-slots/area-role",
      {
        config: managers,
        schema: {
          tags,
          summary: "A shift's time slots for one role with its open positions; empty_slot=true keeps those with room",
          querystring: timeSlotQuery,
          response: { 200: envelope(z.array(shiftTimeSlotItem)), 404: errorBody },
        },
      },
      async (request) => {
        const { shift_id, area_role_id, empty_slot } = request.query;
        const onlyWithRoom = empty_slot === "true" || empty_slot === "1";
        return { payload: await service.timeSlots(authOf(request), { shift_id, area_role_id, onlyWithRoom }) };
      },
    );
  };
}
