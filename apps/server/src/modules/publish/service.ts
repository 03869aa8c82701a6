import { formatDayMonthYear, parseDayMonthYear } from "@brigade/contract/dates";
import type { Message } from "@brigade/contract/i18n/template";
import { mondayOf } from "@brigade/contract/local-time";
import { daysIn } from "@brigade/contract/periods";
import {
  canPublish,
  PUBLISH_MESSAGES as M,
  mondaysBetween,
  type PublishPayload,
  presentWeek,
  type ScheduleWeek,
  type ScheduleWeeksPayload,
  type WeekFacts,
} from "@brigade/contract/publish";
import type { Temporal } from "temporal-polyfill";
import { AppError } from "../../lib/app-error";
import type { PublishRepository, StoredWeek, WeekSpan } from "./repository";

type Caller = { userId: number; businessId: number };
type Repo = Omit<PublishRepository, "transaction">;

/** The week starting on `monday`, Monday 00:00 to Monday 00:00 in the location's zone. */
const spanOf = (monday: Temporal.PlainDate, timeZone: string): WeekSpan => ({
  monday: monday.toString(),
  ...daysIn(timeZone, monday, monday.add({ days: 6 })),
});

const factsOf = (w: StoredWeek | undefined): WeekFacts => ({
  published_at: w?.publishedAt ?? null,
  shifts: w?.shifts ?? 0,
  drafts: w?.drafts ?? 0,
  changed: w?.changed ?? 0,
  removed: w?.removed ?? 0,
  people: w?.people ?? 0,
});

/** A DD-MM-YYYY the schema already checked. */
function dayOf(text: string): Temporal.PlainDate {
  const day = parseDayMonthYear(text);
  if (!day) throw new Error(`unchecked date ${text}`);
  return day;
}

export function makePublishService(repo: PublishRepository) {
  async function locationOf(businessId: number, id: number) {
    const location = await repo.location(businessId, id);
    if (!location) throw AppError.notFound(M.locationNotFound);
    return location;
  }

  async function weekOf(tx: Repo, businessId: number, locationId: number, span: WeekSpan) {
    const [stored] = await tx.weekFacts(businessId, locationId, [span]);
    return factsOf(stored);
  }

  return {
    /** Each local week of the period with its state; the weeks are the location's. */
    async weeks(
      caller: Caller,
      query: { location_id: number; from: string; to: string },
    ): Promise<ScheduleWeeksPayload> {
      const { businessId } = caller;
      const location = await locationOf(businessId, query.location_id);
      const mondays = mondaysBetween(dayOf(query.from), dayOf(query.to));
      const draftWeeks = await repo.draftWeeksOn(businessId);
      const stored = await repo.weekFacts(
        businessId,
        location.id,
        mondays.map((m) => spanOf(m, location.timeZone)),
      );
      const byMonday = new Map(stored.map((w) => [w.monday, w]));
      const weeks: ScheduleWeek[] = mondays.map((m) => presentWeek(m, factsOf(byMonday.get(m.toString())), draftWeeks));
      return { location_id: location.id, time_zone: location.timeZone, draft_weeks: draftWeeks, weeks };
    },

    /**
     * In one transaction, with publishing of the location serialised: the week's drafts are published, its row
     * says published now (nothing removed since), and everyone holding a position that week is told once, with
     * how many positions they hold. A week with nothing to publish is a 409 and tells nobody.
     */
    async publish(
      caller: Caller,
      body: { location_id: number; week: string },
    ): Promise<{ message: Message; payload: PublishPayload }> {
      const { businessId } = caller;
      const location = await locationOf(businessId, body.location_id);
      const monday = mondayOf(dayOf(body.week));
      const span = spanOf(monday, location.timeZone);
      const week = formatDayMonthYear(monday);
      const draftWeeks = await repo.draftWeeksOn(businessId);
      const payload = await repo.transaction(async (tx) => {
        await tx.lockLocation(businessId, location.id);
        if (!canPublish(await weekOf(tx, businessId, location.id, span), draftWeeks))
          throw AppError.conflict(M.nothingToPublish);
        const published = await tx.publishDrafts(businessId, location.id, span);
        await tx.markPublished(businessId, location.id, span.monday, caller.userId);
        const notified = await tx.holderCount(businessId, location.id, span);
        await tx.notifyHolders(businessId, location.id, span, {
          location: location.name,
          location_id: location.id,
          week,
        });
        const after = presentWeek(monday, await weekOf(tx, businessId, location.id, span), draftWeeks);
        return { week: after, published, notified };
      });
      return { message: M.published.said(week, payload.published, payload.notified), payload };
    },
  };
}
export type PublishService = ReturnType<typeof makePublishService>;
