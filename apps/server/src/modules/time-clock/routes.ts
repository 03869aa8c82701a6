import { envelope, errorBody, validationError } from "@brigade/contract/api";
import {
  clockActionBody,
  clockInBody,
  clockStatus,
  EARLY_RULE,
  CLOCK_MESSAGES as M,
  myHoursPayload,
  myHoursQuery,
  punchItem,
} from "@brigade/contract/time-clock";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import type { MyHours } from "./my-hours";
import type { ClockService } from "./service";

const tags = ["Time clock"];
const own =
  "By the employee themself (a manager or owner through the employee record they also have; without one 404). ";
const TIME =
  "The server's clock is the punch's time. The offline app sends client_time, the moment the punch was taken: it " +
  "is kept when it is not in the future (a minute of clock skew allowed) and at most 12 hours old; more than two " +
  "minutes before the server received it, the punch is marked offline (shown on the timesheet and in the export's " +
  "flags); otherwise the server's time is used and the punch flagged client_time_ignored. Each action " +
  `must come after the punch's last one (409 "${M.beforeLast}").`;
const PLACE =
  "latitude, longitude and accuracy_m are what the phone says (the server cannot check them). A location with a " +
  "circle (latitude, longitude, geofence_m) checks a clock-in: outside the circle widened by accuracy_m (at most " +
  "100 m of it is credited), without a position, or with accuracy_m over 100, is flagged outside_geofence, " +
  "no_location or low_accuracy (geofence_mode flag), refused with 409 " +
  `("${M.notAtLocation}") (block), or not checked (off). Later actions are only flagged, never refused, so nobody ` +
  "is kept clocked in by their phone.";

const punchAnswer = { 200: envelope(punchItem), 404: errorBody, 409: errorBody, 422: validationError };

/** The four clock actions and the status; mounted under /api/clock. */
export function clockRoutes(service: ClockService, myHours: MyHours) {
  return async (app: FastifyInstance) => {
    // The contract documents break/start, break/end and out without a body (their fields are all optional): a
    // POST with none, and no content-type, reaches validation as null; it means {}.
    app.addHook("preValidation", async (request) => {
      if (request.method === "POST" && request.body == null) request.body = {};
    });
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/in",
      {
        schema: {
          tags,
          summary: "Clock in: 201, the new punch",
          description:
            `${own}With booking_id: one of the caller's position-holding bookings (another's, or none: 404; not ` +
            `holding: 409 "${M.notHolding}"), ${EARLY_RULE} Without booking_id: the caller's first position that ` +
            `can be clocked into now; none: 409 ("${M.tooEarly}" when one is coming, else "${M.noShift}"), unless ` +
            "the work rule allow_unscheduled_punches is on: then an unscheduled punch (flagged unscheduled) at " +
            `location_id, which is then required. One open punch per employee: 409 ("${M.alreadyIn}"). ${TIME} ${PLACE}`,
          body: clockInBody,
          response: { ...punchAnswer, 201: envelope(punchItem) },
        },
      },
      async (request, reply) => {
        const who = await service.employeeOf(authOf(request));
        const payload = await service.actions.clockIn(who, request.body);
        return reply.code(201).send({ message: M.clockedIn, payload });
      },
    );

    const action = (path: string, summary: string, rule: string, run: keyof ClockService["actions"], message: string) =>
      r.post(
        path,
        {
          schema: {
            tags,
            summary,
            description: `${own}On the caller's open punch (none: 409 "${M.notIn}"). ${rule} The body is optional: none (and no content-type) is {}. ${TIME}`,
            body: clockActionBody,
            response: punchAnswer,
          },
        },
        async (request) => {
          const who = await service.employeeOf(authOf(request));
          return { message, payload: await service.actions[run](who, request.body) };
        },
      );
    action(
      "/break/start",
      "Start a break",
      `Already on one: 409 ("${M.alreadyOnBreak}").`,
      "breakStart",
      M.breakStarted,
    );
    action("/break/end", "End the break", `Not on one: 409 ("${M.notOnBreak}").`, "breakEnd", M.breakEnded);
    action("/out", "Clock out", "An open break ends with it.", "clockOut", M.clockedOut);

    r.get(
      "/status",
      {
        schema: {
          tags,
          summary: "The caller's open punch, and their positions of today and tomorrow",
          description:
            `${own}punch is the open one (null when clocked out); bookings are the caller's position-holding ` +
            "bookings that start today or tomorrow in their location's zone, or are under way, each with when " +
            "clock-in opens, whether it can be clocked into now, and its attendance so far.",
          response: { 200: envelope(clockStatus), 404: errorBody },
        },
      },
      async (request) => ({ payload: await service.status(authOf(request)) }),
    );

    r.get(
      "/my-hours",
      {
        schema: {
          tags,
          summary: "The caller's hours of a week and the week before: scheduled, paid, overtime, and their pay",
          description:
            `${own}week is any day of the week the phone calls this week (DD-MM-YYYY; default today's in UTC). ` +
            "weeks holds that week, then the one before, each with its Monday. Every position and punch at every " +
            "location counts in its own location's local week (Monday start), as GET /api/timesheets counts it; " +
            "an open punch counts until now. cost is the caller's own pay for their paid hours, without bonuses.",
          querystring: myHoursQuery,
          response: { 200: envelope(myHoursPayload), 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await myHours(authOf(request), request.query.week) }),
    );
  };
}
