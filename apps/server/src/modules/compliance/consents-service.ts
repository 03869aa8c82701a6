import { ASSIGN_MESSAGES } from "@brigade/contract/assignments";
import type { UserRole } from "@brigade/contract/enums";
import type { ConsentItem, ConsentStatus } from "@brigade/contract/fair-workweek/consents";
import { FAIR_WORKWEEK_MESSAGES as M } from "@brigade/contract/fair-workweek/messages";
import { packById } from "@brigade/contract/fair-workweek/packs";
import { restPremium } from "@brigade/contract/fair-workweek/pay";
import { restNeedingConsent, shortestRestPair } from "@brigade/contract/fair-workweek/rest";
import { rateOn } from "@brigade/contract/labour-hours";
import { dateIn } from "@brigade/contract/local-time";
import { MEMBER_MESSAGES } from "@brigade/contract/member";
import { MESSAGES } from "@brigade/contract/messages";
import { formatCents } from "@brigade/contract/money";
import { paginate } from "@brigade/contract/pagination";
import { AppError } from "../../lib/app-error";
import { UNIQUE_VIOLATION } from "../../lib/db-errors";
import { refusing } from "../../lib/db-refusals";
import { pageUrl } from "../../lib/page-url";
import { seesMoney } from "../wages";
import type { ConsentRepository, ConsentRow } from "./consents-repository";

// Consent to a short rest (fair-workweek.md, "Rest between shifts"): a manager asks for one assignment, the employee
// answers, and the ledger then lets that assignment be made (bookings/ledger.ts reads the latest answer).

type Caller = { userId: number; businessId: number; role: UserRole };
type Assignment = { employee_id: number; shift_id: number; slot_id: number; area_role_id: number };

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

function present(r: ConsentRow, money: boolean): ConsentItem {
  const pack = packById(r.pack_id);
  return {
    id: r.id,
    kind: "rest",
    status: r.status,
    employee_id: r.employee_id,
    employee_name: r.employee_name,
    shift_id: r.shift_id,
    slot_id: r.slot_id,
    area_role_id: r.area_role_id,
    shift_name: r.shift_name ?? "",
    location_id: r.location_id,
    location_name: r.location_name ?? "",
    time_zone: r.time_zone ?? "UTC",
    from: iso(r.from) ?? "",
    to: iso(r.to) ?? "",
    rest_hours: Number(r.rest_hours),
    limit_hours: pack?.rest?.hours ?? 0,
    pack_id: r.pack_id,
    premium: money
      ? { amount: r.premium_cents === null ? null : formatCents(r.premium_cents), basis: r.premium_basis }
      : null,
    consent: pack?.rest?.consent ?? "required",
    requested_by: r.requested_by,
    requested_at: iso(r.requested_at) ?? "",
    answered_at: iso(r.answered_at),
  };
}

export function makeConsentService(repo: ConsentRepository) {
  return {
    /** A manager asks the employee to agree to the short rest one assignment would leave; they are told. */
    async ask(caller: Caller, body: Assignment): Promise<ConsentItem> {
      const { businessId } = caller;
      const facts = await repo.facts(businessId, body);
      if (!facts.employee) throw AppError.notFound(ASSIGN_MESSAGES.employeeNotFound);
      if (!facts.slot) throw AppError.notFound(ASSIGN_MESSAGES.slotNotFound);
      if (!facts.roleOnShift) throw AppError.notFound(ASSIGN_MESSAGES.roleNotOnShift);
      if (facts.employee.status !== "active_employee")
        throw AppError.field("employee_id", ASSIGN_MESSAGES.employeeNotActive);
      const { slot } = facts;
      const pack = slot.jurisdiction ? (packById(slot.jurisdiction) ?? null) : null;
      if (!pack?.rest) throw AppError.conflict(M.noRestRule);
      const restHours = restNeedingConsent(pack, slot, facts.held, slot.timeZone);
      const pair = shortestRestPair(slot, facts.held, slot.timeZone);
      if (restHours === null || !pair) throw AppError.conflict(M.restEnough);
      const versions = await repo.wageVersions(businessId, [facts.employee.id]);
      const rate = rateOn(
        versions.get(facts.employee.id) ?? [],
        dateIn(slot.from, slot.timeZone).toString(),
        body.area_role_id,
      );
      const premium = restPremium(pack, pair, rate);
      const id = await refusing(
        () =>
          repo.transaction((tx) =>
            tx.insert(businessId, {
              employeeId: facts.employee?.id ?? body.employee_id,
              shiftId: body.shift_id,
              slotId: body.slot_id,
              areaRoleId: body.area_role_id,
              locationId: slot.locationId,
              restHours,
              packId: pack.id,
              premiumCents: premium.cents,
              premiumBasis: premium.basis,
              requestedBy: caller.userId,
            }),
          ),
        { [UNIQUE_VIOLATION]: () => AppError.conflict(M.consentPending) },
      );
      const [row] = await repo.list(businessId, { id, offset: 0, limit: 1 });
      if (!row) throw new Error("a consent just written is missing");
      return present(row, seesMoney(caller, await repo.workRules(businessId)));
    },

    /** Only the employee asked answers, once: accepted lets the assignment be made; declined may block it. */
    async answer(caller: Caller, id: number, accept: boolean): Promise<ConsentItem> {
      const { businessId } = caller;
      return repo.transaction(async (tx) => {
        const [row] = await tx.list(businessId, { id, offset: 0, limit: 1 }, true);
        if (!row) throw AppError.notFound(M.consentNotFound);
        if (row.employee_user_id !== caller.userId) throw AppError.forbidden(M.notYourConsent);
        if (row.status !== "pending") throw AppError.conflict(M.consentAnswered);
        const status = accept ? "accepted" : "declined";
        await tx.answer(businessId, id, status);
        return present({ ...row, status, answered_at: new Date() }, true);
      });
    },

    /** Managers: a location's or an employee's consents; a team member: their own, whatever they ask. */
    async list(
      caller: Caller,
      q: { location_id?: number; employee_id?: number; status?: ConsentStatus; page: number; length: number },
    ) {
      const { businessId } = caller;
      let employeeId = q.employee_id;
      let money = true;
      if (caller.role === "team_member") {
        employeeId = await repo.employeeOfUser(businessId, caller.userId);
        if (employeeId === undefined) throw AppError.notFound(MEMBER_MESSAGES.noEmployeeRecord);
      } else {
        const [rules, found] = await Promise.all([
          repo.workRules(businessId),
          repo.filtersFound(businessId, q.location_id, q.employee_id),
        ]);
        if (!found.location) throw AppError.notFound(MESSAGES.locationNotFound);
        if (!found.employee) throw AppError.notFound(ASSIGN_MESSAGES.employeeNotFound);
        money = seesMoney(caller, rules);
      }
      const rows = await repo.list(businessId, {
        locationId: caller.role === "team_member" ? undefined : q.location_id,
        employeeId,
        status: q.status,
        offset: (q.page - 1) * q.length,
        limit: q.length,
      });
      const url = pageUrl("/api/compliance/consents", {
        location_id: q.location_id,
        employee_id: q.employee_id,
        status: q.status,
        length: q.length,
      });
      return paginate(
        rows.map((r) => present(r, money)),
        Number(rows[0]?.total ?? 0),
        q,
        url,
      );
    },
  };
}
export type ConsentService = ReturnType<typeof makeConsentService>;
