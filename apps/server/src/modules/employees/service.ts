import type {
  approveJoinBody,
  EmployeeItem,
  teamMemberBody,
  teamMemberIndexQuery,
  teamMemberUpdateBody,
} from "@brigade/contract/employees";
import type { UserRole } from "@brigade/contract/enums";
import { MESSAGES } from "@brigade/contract/messages";
import { type Paginated, paginate } from "@brigade/contract/pagination";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { UNIQUE_VIOLATION } from "../../lib/db-errors";
import { refusing } from "../../lib/db-refusals";
import { pageUrl } from "../../lib/page-url";
import { hashPassword } from "../../lib/passwords";
import { publicFileUrl } from "../../lib/uploads";
import type { EmployeesRepository } from "./repository";

type Caller = { userId: number; businessId: number; role: UserRole };
type CreateInput = z.output<typeof teamMemberBody>;
type UpdateInput = z.output<typeof teamMemberUpdateBody>;
type ApproveInput = z.output<typeof approveJoinBody>;
type IndexQuery = z.output<typeof teamMemberIndexQuery>;
type EmployeeRow = NonNullable<Awaited<ReturnType<EmployeesRepository["findEmployee"]>>>;
type AreaRoleRow = Awaited<ReturnType<EmployeesRepository["areaRolesOf"]>>[number];

const INDEX_URL = "/api/employee/team-member";

function toItem(row: EmployeeRow, roles: AreaRoleRow[]): EmployeeItem {
  return {
    id: row.id,
    status: row.status,
    availability: row.availability,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    max_week_hours: row.maxWeekHours,
    user: {
      id: row.userId,
      name: row.name,
      email: row.email,
      phone: row.phone,
      avatar_path: publicFileUrl(row.avatarPath),
    },
    area_roles: roles.map((r) => ({
      id: r.id,
      name: r.name,
      area: { id: r.areaId, name: r.areaName, location: { id: r.locationId, name: r.locationName } },
    })),
  };
}

/** Managers run the team, but the people who run it with them are the owner's choice alone. */
function assertMayManage(caller: Caller, ...roles: UserRole[]): void {
  if (caller.role !== "owner" && roles.includes("manager")) throw AppError.forbidden(MESSAGES.managerOnlyByOwner);
}

// The unique index also catches an e-mail that a concurrent request took after the first check.
const emailRace = { [UNIQUE_VIOLATION]: () => AppError.field("email", MESSAGES.emailTaken) };

/** `mailOn`: this server sends e-mail, so notices may be queued for it. */
export function makeEmployeesService(repo: EmployeesRepository, options: { mailOn: boolean }) {
  async function find(businessId: number, id: number): Promise<EmployeeRow> {
    const row = await repo.findEmployee(businessId, id);
    if (!row) throw AppError.notFound(MESSAGES.teamMemberNotFound);
    return row;
  }

  async function load(businessId: number, id: number): Promise<EmployeeItem> {
    const row = await find(businessId, id);
    return toItem(row, await repo.areaRolesOf(businessId, [row.id]));
  }

  async function checkInput(businessId: number, email: string, areaRoleIds: number[], exceptUserId?: number) {
    if (await repo.emailTaken(email, exceptUserId)) throw AppError.field("email", MESSAGES.emailTaken);
    // Another business's role reads the same as a missing one, so ids reveal nothing across tenants.
    if ((await repo.countAreaRoles(businessId, areaRoleIds)) !== areaRoleIds.length) {
      throw AppError.field("area_role_ids", MESSAGES.unknownAreaRole);
    }
  }

  async function assertWaiting(businessId: number, id: number): Promise<void> {
    const current = await find(businessId, id);
    if (current.status !== "waiting_for_approval") throw AppError.conflict(MESSAGES.notWaitingForApproval);
  }

  return {
    async index(caller: Caller, query: IndexQuery): Promise<Paginated<EmployeeItem>> {
      const filter = {
        status: query.employee_status,
        search: query.search || undefined,
        ids: query.ids,
        offset: (query.page - 1) * query.length,
        limit: query.length,
      };
      const rows = await repo.listEmployees(caller.businessId, filter);
      const total = rows[0]?.total ?? (query.page > 1 ? await repo.countEmployees(caller.businessId, filter) : 0);
      const ids = rows.map((r) => r.id);
      const rolesByEmployee = new Map<number, AreaRoleRow[]>();
      for (const role of await repo.areaRolesOf(caller.businessId, ids)) {
        rolesByEmployee.set(role.employeeId, [...(rolesByEmployee.get(role.employeeId) ?? []), role]);
      }
      const items = rows.map((row) => toItem(row, rolesByEmployee.get(row.id) ?? []));
      const url = pageUrl(INDEX_URL, {
        employee_status: filter.status,
        search: filter.search,
        ids: filter.ids?.join(","),
        length: query.length,
      });
      return paginate(items, total, query, url);
    },

    show: (caller: Caller, id: number) => load(caller.businessId, id),

    async create(caller: Caller, body: CreateInput): Promise<EmployeeItem> {
      assertMayManage(caller, body.role);
      await checkInput(caller.businessId, body.email, body.area_role_ids);
      const passwordHash = await hashPassword(body.password);
      const id = await refusing(
        () =>
          repo.transaction(async (tx) => {
            const user = await tx.insertUser({
              businessId: caller.businessId,
              name: body.name,
              email: body.email,
              phone: body.phone,
              passwordHash,
              role: body.role,
            });
            const employee = await tx.insertEmployee({
              businessId: caller.businessId,
              userId: user.id,
              availability: body.availability,
              status: "active_employee",
              maxWeekHours: body.max_week_hours,
            });
            await tx.replaceAreaRoles(caller.businessId, employee.id, body.area_role_ids);
            return employee.id;
          }),
        emailRace,
      );
      return load(caller.businessId, id);
    },

    async update(caller: Caller, id: number, body: UpdateInput): Promise<EmployeeItem> {
      const current = await find(caller.businessId, id);
      // Left out, the role stays: a form that does not show it must not demote a manager.
      const role = body.role ?? current.role;
      if (current.role === "owner" && role !== "owner") throw AppError.forbidden(MESSAGES.ownerRoleFixed);
      assertMayManage(caller, current.role, role);
      await checkInput(caller.businessId, body.email, body.area_role_ids, current.userId);
      // E-mails compare as the column does (citext): a change of case is no change.
      const emailChangedByOther =
        caller.userId !== current.userId && body.email.toLowerCase() !== current.email.toLowerCase();
      await refusing(
        () =>
          repo.transaction(async (tx) => {
            await tx.updateUser(caller.businessId, current.userId, {
              name: body.name,
              email: body.email,
              phone: body.phone,
              role,
            });
            // The e-mail is the login name and where "forgot password" writes: changed by someone else, the old
            // address is told and whatever the account had open stops, so the change cannot take it over quietly.
            if (emailChangedByOther) {
              if (options.mailOn) await tx.queueEmailChangedNotice(caller.businessId, current.userId, current.email);
              await tx.dropCalendarFeedOf(caller.businessId, current.userId);
            }
            // A role change ends every session too: what a session (and its open live stream) may see was decided
            // by the role it started with.
            if (emailChangedByOther || role !== current.role)
              await tx.deleteSessionsOf(caller.businessId, current.userId);
            // Left out (undefined), the employee's own maximum stays; null clears it.
            await tx.updateEmployee(caller.businessId, id, {
              availability: body.availability,
              maxWeekHours: body.max_week_hours,
            });
            await tx.replaceAreaRoles(caller.businessId, id, body.area_role_ids);
          }),
        emailRace,
      );
      return load(caller.businessId, id);
    },

    async deactivate(caller: Caller, id: number): Promise<EmployeeItem> {
      const current = await find(caller.businessId, id);
      if (current.userId === caller.userId) throw AppError.conflict(MESSAGES.cannotDeactivateSelf);
      assertMayManage(caller, current.role);
      if (current.status !== "active_employee" && current.status !== "inactive") {
        throw AppError.conflict(MESSAGES.notApprovedMember);
      }
      await repo.transaction(async (tx) => {
        await tx.updateEmployee(caller.businessId, id, { status: "inactive" });
        await tx.updateUser(caller.businessId, current.userId, { active: false });
        await tx.deleteSessionsOf(caller.businessId, current.userId);
      });
      return load(caller.businessId, id);
    },

    async activate(caller: Caller, id: number): Promise<EmployeeItem> {
      const current = await find(caller.businessId, id);
      assertMayManage(caller, current.role);
      if (current.status !== "active_employee" && current.status !== "inactive") {
        throw AppError.conflict(MESSAGES.notApprovedMember);
      }
      await repo.transaction(async (tx) => {
        await tx.updateEmployee(caller.businessId, id, { status: "active_employee" });
        await tx.updateUser(caller.businessId, current.userId, { active: true });
      });
      return load(caller.businessId, id);
    },

    /** A join request accepted: the newcomer gets roles and availability and may log in from now on. */
    async approve(caller: Caller, id: number, body: ApproveInput): Promise<EmployeeItem> {
      await assertWaiting(caller.businessId, id);
      if ((await repo.countAreaRoles(caller.businessId, body.area_role_ids)) !== body.area_role_ids.length) {
        throw AppError.field("area_role_ids", MESSAGES.unknownAreaRole);
      }
      await repo.transaction(async (tx) => {
        // Checked again under the update itself: a concurrent approve or reject may have settled it.
        if (!(await tx.settleJoinRequest(caller.businessId, id, "active_employee", body.availability))) {
          throw AppError.conflict(MESSAGES.notWaitingForApproval);
        }
        await tx.replaceAreaRoles(caller.businessId, id, body.area_role_ids);
        await tx.notifyJoined(caller.businessId, id);
      });
      return load(caller.businessId, id);
    },

    /** A join request declined: the person stays on record as rejected and cannot log in. */
    async reject(caller: Caller, id: number): Promise<EmployeeItem> {
      await assertWaiting(caller.businessId, id);
      if (!(await repo.settleJoinRequest(caller.businessId, id, "rejected"))) {
        throw AppError.conflict(MESSAGES.notWaitingForApproval);
      }
      return load(caller.businessId, id);
    },
  };
}
export type EmployeesService = ReturnType<typeof makeEmployeesService>;
