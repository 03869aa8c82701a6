import type {
  LockedVacantItem,
  ManagerItem,
  ManagerListQuery,
  PanelPage,
  PanelQuery,
  PanelRequestItem,
  PanelShiftItem,
  RequestPanel,
} from "@brigade/contract/dashboard-panels";
import { clockIn, dayMonthYearIn } from "@brigade/contract/dates";
import { weekContaining } from "@brigade/contract/local-time";
import { MESSAGES } from "@brigade/contract/messages";
import { type Paginated, paginate } from "@brigade/contract/pagination";
import { weekdayIn } from "@brigade/contract/slots";
import { AppError } from "../../lib/app-error";
import { pageUrl } from "../../lib/page-url";
import type { AuthContext } from "../../plugins/auth";
import type { PanelsRepository } from "./panels-repository";

type Caller = Pick<AuthContext, "businessId">;
type Page = { page: number; size: number };

/** "hh:mm A - hh:mm A" on the location's clock (the spec's time format). */
const timeRange = (from: Date, to: Date, timeZone: string) => `${clockIn(from, timeZone)} - ${clockIn(to, timeZone)}`;

/** Cuts the extra row the repository fetched: its presence is what says another page follows. */
function pageOf<R, T>(rows: R[], { page, size }: Page, present: (r: R) => T, url: (page: number) => string) {
  const data = rows.slice(0, size).map(present);
  return { data, current_page: page, next_page_url: rows.length > size ? url(page + 1) : null };
}

/** The dashboard panels, the owner's managers list and the vacant shifts after lock; `now` is fixed in tests. */
export function makePanelsService(repo: PanelsRepository, now: () => Date = () => new Date()) {
  async function locationOf(caller: Caller, id: number) {
    const location = await repo.location(caller.businessId, id);
    if (!location) throw AppError.notFound(MESSAGES.locationNotFound);
    return location;
  }

  async function requests(
    caller: Caller,
    locationId: number,
    status: RequestPanel,
    page: Page,
    url: (page: number) => string,
  ): Promise<PanelPage<PanelRequestItem>> {
    const location = await locationOf(caller, locationId);
    const slice = { offset: (page.page - 1) * page.size, limit: page.size };
    // A pickup whose slot has started is expired (isExpiredRequest): nothing to decide, so not listed.
    const rows = await repo.requestPanel(
      caller.businessId,
      location.id,
      status,
      slice,
      status === "Pending" ? now() : undefined,
    );
    const zone = location.timeZone;
    return pageOf(
      rows,
      page,
      (r): PanelRequestItem => ({
        booking_id: r.bookingId,
        status: r.status,
        name: r.name,
        shift_id: r.shiftId,
        slot_id: r.slotId,
        employee: { id: r.employeeId, name: r.employeeName },
        day: weekdayIn(r.startsAt, zone),
        date: dayMonthYearIn(r.startsAt, zone),
        location: { id: location.id, name: location.name },
        position: { area_role_id: r.areaRoleId, name: r.roleName },
        timing: {
          from: r.startsAt.toISOString(),
          to: r.endsAt.toISOString(),
          time: timeRange(r.startsAt, r.endsAt, zone),
        },
      }),
      url,
    );
  }

  return {
    /** GET /api/dashboard/index: one page of a shift or request panel of a location. */
    async panel(caller: Caller, q: PanelQuery): Promise<PanelPage<PanelShiftItem | PanelRequestItem>> {
      const page = { page: q.page, size: q.page_size };
      const url = pageUrl("/api/dashboard/index", {
        location_id: q.location_id,
        status: q.status,
        page_size: q.page_size,
      });
      if (q.status === "Pending" || q.status === "Apply For Leave")
        return requests(caller, q.location_id, q.status, page, url);
      const location = await locationOf(caller, q.location_id);
      const at = now();
      const zone = location.timeZone;
      const nextWeek = weekContaining(weekContaining(at, zone).to, zone);
      const rows = await repo.shiftPanel(
        caller.businessId,
        location.id,
        { panel: q.status, now: at, nextWeek },
        { offset: (q.page - 1) * q.page_size, limit: q.page_size },
      );
      const positions = await repo.positionsOf(
        caller.businessId,
        rows.map((r) => r.id),
      );
      return pageOf(
        rows,
        page,
        (r): PanelShiftItem => ({
          id: r.id,
          name: r.name,
          day: weekdayIn(r.startsAt, zone),
          date: dayMonthYearIn(r.startsAt, zone),
          from: r.startsAt.toISOString(),
          to: r.endsAt.toISOString(),
          time: timeRange(r.startsAt, r.endsAt, zone),
          lock_day: location.lockDay,
          location: { id: location.id, name: location.name, time_zone: zone },
          positions: positions
            .filter((p) => p.shiftId === r.id)
            .map((p) => ({ area_role_id: p.areaRoleId, name: p.name, count: p.count })),
          shift_type: r.shiftType,
          bonus: Number(r.bonus).toFixed(2),
          created_at: r.createdAt.toISOString(),
        }),
        url,
      );
    },

    /** GET /api/shift/employee/index: the request panels under the spec's own path. */
    async requestPanel(caller: Caller, q: { location_id: number; status: RequestPanel; length: number; page: number }) {
      const url = pageUrl("/api/shift/employee/index", {
        location_id: q.location_id,
        status: q.status,
        length: q.length,
      });
      return requests(caller, q.location_id, q.status, { page: q.page, size: q.length }, url);
    },

    /** GET /api/employee/manager/index (owner only): the business's managers, paged Laravel-style. */
    async managers(caller: Caller, q: ManagerListQuery): Promise<Paginated<ManagerItem>> {
      const location = await locationOf(caller, q.location_id);
      const { rows, total } = await repo.managers(caller.businessId, location.id, {
        offset: (q.page - 1) * q.length,
        limit: q.length,
      });
      const data = rows.map(
        (r): ManagerItem => ({ id: r.id, user_id: r.userId, name: r.name, phone: r.phone, email: r.email }),
      );
      const url = pageUrl("/api/employee/manager/index", {
        location_id: q.location_id,
        paginated: q.paginated,
        length: q.length,
      });
      return paginate(data, total, { page: q.page, length: q.length }, url);
    },

    /** GET /api/shift/shifts-after-lockdate: upcoming locked shifts of a location with open positions. */
    async lockedVacant(caller: Caller, locationId: number): Promise<LockedVacantItem[]> {
      const location = await locationOf(caller, locationId);
      const rows = await repo.lockedVacant(caller.businessId, location.id, now());
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        from: r.startsAt.toISOString(),
        to: r.endsAt.toISOString(),
        interval: dayMonthYearIn(r.startsAt, location.timeZone),
        type: r.shiftType,
        remaining_slots: Number(r.remaining),
      }));
    },
  };
}
export type PanelsService = ReturnType<typeof makePanelsService>;
