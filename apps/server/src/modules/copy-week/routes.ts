import { errorBody, validationError } from "@brigade/contract/api";
import { AUTO_FILL_MESSAGES } from "@brigade/contract/auto-fill";
import {
  copyWeekBody,
  copyWeekPayload,
  copyWeekSummarySaid,
  COPY_WEEK_MESSAGES as M,
  MAX_COPY_SHIFTS,
  MAX_COPY_WEEKS,
} from "@brigade/contract/copy-week";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { saidEnvelope } from "../../lib/said-envelope";
import { authOf } from "../../plugins/auth";
import type { ChangePreviewer } from "../bookings";
import type { CopyWeekService } from "./service";

const tags = ["Shifts"];
const managers = { access: "manager" as const };
const skipReasons = [
  AUTO_FILL_MESSAGES.skipped.employee,
  AUTO_FILL_MESSAGES.skipped.timeOff,
  AUTO_FILL_MESSAGES.skipped.unavailable,
  AUTO_FILL_MESSAGES.skipped.overMax,
  AUTO_FILL_MESSAGES.skipped.rest,
  AUTO_FILL_MESSAGES.skipped.dayShifts,
  AUTO_FILL_MESSAGES.skipped.overlaps,
  AUTO_FILL_MESSAGES.skipped.inSlot,
  AUTO_FILL_MESSAGES.skipped.slotFull,
]
  .map((reason) => `"${reason}"`)
  .join(", ");

/** Copying a location's week into the next week(s); under /api, beside the shift routes. */
export function copyWeekRoutes(service: CopyWeekService, preview: ChangePreviewer) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/shift/copy-week",
      {
        config: managers,
        schema: {
          tags,
          summary: "Copy a location's week of shifts into the next week(s), with or without the same people",
          description:
            "Owners and managers. from_week and to_week are DD-MM-YYYY, any day of the week meant; weeks run Monday " +
            "00:00 to Monday 00:00 in the location's time zone. Every shift of the location starting in the week of " +
            `from_week is copied into the week of to_week and the weeks after it, \`weeks\` in all (1 to ${MAX_COPY_WEEKS}, ` +
            "default 1), at the same local wall-clock start and end (17:00 stays 17:00 across a clock change; a time " +
            "the clocks skip is read an hour later on the new clock, as shift creation reads it; a repeated time is " +
            "its first occurrence), with its name, description, type, bonus, colour, chunks (slots split as a new " +
            "shift's are), roles and counts (every position open). A copy is skipped and counted in " +
            "skipped_duplicates when a shift of the same name already starts at that local time at the location (so " +
            "copying twice makes nothing the second time), and in skipped_past when it would start before now. With " +
            "the work rule draft_weeks on, the copies are drafts until their week is published. " +
            "with_assignments (default false) books the people holding a position in the week copied from (Accepted, " +
            "Apply For Leave, Leave Rejected) into the same slot and role of each copy, as Accepted, where every hard " +
            "rule of auto-fill still holds: active with that role, no approved time off, not unavailable in their " +
            "pattern, their weekly maximum, rest between days, shifts per day, no overlapping position, a position " +
            `left; the others are listed in assignments_skipped with their reason, one of ${skipReasons}. Each ` +
            "booking copied into a published shift tells its employee (shift_assigned). Everything happens in one " +
            "transaction; dry_run (default false) does the same and rolls it back, so its payload is what the copy " +
            "would do now. 422 when the weeks copied into include the week copied from " +
            `("${M.intoItself}"), when the first of them is already over ("${M.weekOver}"), or when the copy would ` +
            `make more than ${MAX_COPY_SHIFTS.toLocaleString("en-US")} shifts ("${M.tooManyShifts}"). 404 for a ` +
            "location of another business. Payload: created, skipped_duplicates, assignments_copied, " +
            "assignments_skipped [{ employee_id, from (the slot's start), reason, employee_name, to, shift_name, " +
            "area_role_name }], and skipped_past, source_shifts, weeks (the Mondays copied into), drafts, dry_run, " +
            "time_zone.",
          body: copyWeekBody,
          response: { 200: saidEnvelope(copyWeekPayload), 404: errorBody, 422: validationError },
        },
      },
      async (request) => {
        const caller = authOf(request);
        const { payload, changes } = await service.copy(caller, request.body);
        const predictability = changes ? await preview(caller, changes) : undefined;
        return { message: copyWeekSummarySaid(payload), payload: { ...payload, predictability } };
      },
    );
  };
}
