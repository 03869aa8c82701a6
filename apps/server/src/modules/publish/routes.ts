import { envelope, errorBody, validationError } from "@brigade/contract/api";
import {
  PUBLISH_MESSAGES as M,
  MAX_SCHEDULE_WEEKS,
  publishBody,
  publishPayload,
  scheduleWeeksPayload,
  scheduleWeeksQuery,
} from "@brigade/contract/publish";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { saidEnvelope } from "../../lib/said-envelope";
import { authOf } from "../../plugins/auth";
import type { PublishService } from "./service";

const tags = ["Publishing"];
const managers = { access: "manager" as const };

const states =
  'A week runs Monday 00:00 to Monday 00:00 in the location\'s time zone; a shift belongs to the week it starts in. States: a week published at some time reads "published" while nothing changed since, else "changed since publish" with changes = new drafts + published shifts edited, moved in or published on their own since + published shifts deleted or moved out since. A week never published reads "draft" with changes = its drafts; with the work rule draft_weeks off and no draft in it, every shift was shown to staff when it was made, so it reads "published".';

/** Draft weeks: each week's state, and publishing a location's week; under /api. */
export function publishRoutes(service: PublishService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/schedule/weeks",
      {
        config: managers,
        schema: {
          tags,
          summary: "The publishing state of each week of a location in a period",
          description:
            "from and to are DD-MM-YYYY days; the answer has every week from the one holding from to the one " +
            `holding to, at most ${MAX_SCHEDULE_WEEKS} (422 beyond, or when to is before from). 404 for a location ` +
            `not the caller's business's. Each week: week (its Monday, DD-MM-YYYY), state, changes, drafts (shifts ` +
            "staff do not see yet), shifts (all shifts starting that week), published_at (null when never " +
            `published). ${states} draft_weeks is the business's work rule and time_zone the location's.`,
          querystring: scheduleWeeksQuery,
          response: { 200: envelope(scheduleWeeksPayload), 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.weeks(authOf(request), request.query) }),
    );

    r.post(
      "/schedule/publish",
      {
        config: managers,
        schema: {
          tags,
          summary: "Publish a location's week: its draft shifts become visible to staff, who are told",
          description:
            "week is any day of the week, DD-MM-YYYY, in the location's time zone. In one transaction: every draft " +
            "shift starting that week is published, the week is marked published now by the caller (its count of " +
            "removals starts again from 0), and everyone holding a position that week at that location gets one " +
            "week_published notification with how many positions they hold (count). Publishing works whether " +
            "draft_weeks is on or off (drafts left from when it was on can still be published). 409 " +
            `("${M.nothingToPublish}") when the week reads "published" or was never published and has no shift: it ` +
            "changes nothing and tells nobody. Two publishes of one location run one after the other. 404 for a " +
            "location not the caller's business's. Payload: the week as GET /api/schedule/weeks gives it after " +
            `publishing, published (drafts published) and notified (people told). ${states}`,
          body: publishBody,
          response: {
            200: saidEnvelope(publishPayload),
            404: errorBody,
            409: errorBody,
            422: validationError,
          },
        },
      },
      async (request) => service.publish(authOf(request), request.body),
    );
  };
}
