import {
  CALENDAR_MESSAGES,
  type CalendarAnswer,
  type CalendarFeed,
  type CalendarQuery,
  MAX_CALENDAR_DAYS,
  MAX_CALENDAR_EVENTS,
  type OwnCalendarRole,
} from "@brigade/contract/calendar";
import { periodIn } from "@brigade/contract/periods";
import { AppError } from "../../lib/app-error";
import type { AuthContext } from "../../plugins/auth";
import type { CalendarRepository } from "./calendar-repository";
import type { ShiftListRepository } from "./list-repository";
import { readPeriod, sidebarFilter } from "./sidebar-filter";

const DAY_MS = 86_400_000;

type Caller = Pick<AuthContext, "businessId" | "userId" | "role">;

/** The period must be there, in order and at most MAX_CALENDAR_DAYS long (a malformed date is a 422 too). */
function checkPeriod(query: CalendarQuery): void {
  const { from, to } = readPeriod(query);
  if (!from) throw AppError.field("from", CALENDAR_MESSAGES.periodRequired);
  if (!to) throw AppError.field("to", CALENDAR_MESSAGES.periodRequired);
  // The span as UTC days; per zone it differs by hours at most, inside the margin MAX_CALENDAR_DAYS keeps.
  const span = periodIn("UTC", from, to);
  const ms = (span.to?.getTime() ?? 0) - (span.from?.getTime() ?? 0);
  if (ms <= 0) throw AppError.field("to", CALENDAR_MESSAGES.periodReversed);
  if (ms > MAX_CALENDAR_DAYS * DAY_MS) throw AppError.field("to", CALENDAR_MESSAGES.periodTooLong);
}

/** The calendar's feed: every shift of a bounded period, as little of each as the calendar draws. */
export function makeCalendarService(repo: CalendarRepository, lists: ShiftListRepository) {
  /** `member`: a team member's feed, without drafts or names. */
  async function feedOf(businessId: number, query: CalendarQuery, member = false): Promise<CalendarFeed> {
    const filter = await sidebarFilter(query, () => lists.locationsOf(businessId, query.location_id));
    const crew = query.crew === "1";
    const rows = await repo.events(businessId, filter, MAX_CALENDAR_EVENTS + 1, { member, crew });
    if (rows.length > MAX_CALENDAR_EVENTS) throw AppError.field("to", CALENDAR_MESSAGES.tooManyEvents);
    const places = new Map<number, CalendarFeed["locations"][number]>();
    const events = rows.map((r) => {
      if (!places.has(r.locationId))
        places.set(r.locationId, { id: r.locationId, name: r.locationName, time_zone: r.timeZone });
      return {
        id: r.id,
        name: r.name,
        shift_type: r.shiftType,
        label_color: r.labelColor,
        location_id: r.locationId,
        from: r.startsAt.toISOString(),
        to: r.endsAt.toISOString(),
        vacant: r.vacant,
        draft: r.draft,
        ...(r.open !== undefined && { open: r.open }),
        ...(r.people !== undefined && { people: r.people }),
      };
    });
    return { events, locations: [...places.values()] };
  }

  /**
   * A team member sees the shifts that need one of their own roles (spec section 6), narrowed further by the
   * roles, areas, locations and day part they chose; the staff-only filters (employees, availability, shift
   * status) are not theirs and are dropped. Without an employee record, or roles, they see nothing; never a draft.
   */
  async function memberFeed(caller: Caller, query: CalendarQuery): Promise<CalendarAnswer> {
    const rows = await repo.ownRoles(caller.businessId, caller.userId);
    const own_roles: OwnCalendarRole[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      area_id: r.areaId,
      area_name: r.areaName,
      location_id: r.locationId,
      location_name: r.locationName,
      time_zone: r.timeZone,
    }));
    const ownIds = own_roles.map((r) => r.id);
    const roleIds = query.area_role_id ? query.area_role_id.filter((id) => ownIds.includes(id)) : ownIds;
    if (roleIds.length === 0) return { events: [], locations: [], own_roles };
    const memberQuery: CalendarQuery = {
      ...query,
      area_role_id: roleIds,
      employee_id: undefined,
      availability: undefined,
      shift_status: undefined,
    };
    return { ...(await feedOf(caller.businessId, memberQuery, true)), own_roles };
  }

  return {
    async feed(caller: Caller, query: CalendarQuery): Promise<CalendarAnswer> {
      checkPeriod(query);
      if (caller.role === "team_member") return memberFeed(caller, query);
      return feedOf(caller.businessId, query);
    },
  };
}
export type CalendarService = ReturnType<typeof makeCalendarService>;
