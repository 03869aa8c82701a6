import {
  CALENDAR_MESSAGES,
  type CalendarFeed,
  type CalendarQuery,
  MAX_CALENDAR_DAYS,
  MAX_CALENDAR_EVENTS,
} from "@brigade/contract/calendar";
import type { ShiftType } from "@brigade/contract/enums";
import { periodIn } from "@brigade/contract/periods";
import { AppError } from "../../lib/app-error";
import type { CalendarRepository } from "./calendar-repository";
import type { ShiftListRepository } from "./list-repository";
import { readPeriod, sidebarFilter } from "./sidebar-filter";

const DAY_MS = 86_400_000;

/** The calendar's feed: every shift of a bounded period, as little of each as the calendar draws. */
export function makeCalendarService(repo: CalendarRepository, lists: ShiftListRepository) {
  return {
    async feed(businessId: number, query: CalendarQuery): Promise<CalendarFeed> {
      const { from, to } = readPeriod(query);
      if (!from) throw AppError.field("from", CALENDAR_MESSAGES.periodRequired);
      if (!to) throw AppError.field("to", CALENDAR_MESSAGES.periodRequired);
      // The span as UTC days; per zone it differs by hours at most, inside the margin MAX_CALENDAR_DAYS keeps.
      const span = periodIn("UTC", from, to);
      const ms = (span.to?.getTime() ?? 0) - (span.from?.getTime() ?? 0);
      if (ms <= 0) throw AppError.field("to", CALENDAR_MESSAGES.periodReversed);
      if (ms > MAX_CALENDAR_DAYS * DAY_MS) throw AppError.field("to", CALENDAR_MESSAGES.periodTooLong);

      const filter = await sidebarFilter(query, () => lists.locationsOf(businessId, query.location_id));
      const rows = await repo.events(businessId, filter, MAX_CALENDAR_EVENTS + 1);
      if (rows.length > MAX_CALENDAR_EVENTS) throw AppError.field("to", CALENDAR_MESSAGES.tooManyEvents);
      const places = new Map<number, CalendarFeed["locations"][number]>();
      const events = rows.map((r) => {
        if (!places.has(r.locationId))
          places.set(r.locationId, { id: r.locationId, name: r.locationName, time_zone: r.timeZone });
        return {
          id: r.id,
          name: r.name,
          shift_type: r.shiftType as ShiftType,
          label_color: r.labelColor,
          location_id: r.locationId,
          from: r.startsAt.toISOString(),
          to: r.endsAt.toISOString(),
          vacant: r.vacant,
        };
      });
      return { events, locations: [...places.values()] };
    },
  };
}
export type CalendarService = ReturnType<typeof makeCalendarService>;
