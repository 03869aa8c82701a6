import {
  type CopyWeekPayload,
  COPY_WEEK_MESSAGES as M,
  MAX_COPY_SHIFTS,
  targetMondays,
} from "@brigade/contract/copy-week";
import { formatDayMonthYear, parseDayMonthYear } from "@brigade/contract/dates";
import { packRestHours } from "@brigade/contract/fair-workweek/rest";
import { mondayOf, startOfDayIn } from "@brigade/contract/local-time";
import { weekdayIn } from "@brigade/contract/slots";
import type { Temporal } from "temporal-polyfill";
import { AppError } from "../../lib/app-error";
import { DryRunRollback, dryRun } from "../../lib/dry-run";
import type { LoggedChange } from "../bookings";
import { copyPeople, type MadeCopy, type PeopleCopied } from "./people";
import { planCopies } from "./plan";
import type { CopyWeekQueries, CopyWeekRepository, Staffing } from "./repository";

type Caller = { userId: number; businessId: number };
export type CopyWeekInput = {
  location_id: number;
  from_week: string;
  to_week: string;
  weeks: number;
  with_assignments: boolean;
  dry_run: boolean;
};

/** A DD-MM-YYYY the schema already checked. */
function dayOf(text: string): Temporal.PlainDate {
  const day = parseDayMonthYear(text);
  if (!day) throw new Error(`unchecked date ${text}`);
  return day;
}

const weekSpan = (first: Temporal.PlainDate, weeks: number, timeZone: string) => ({
  from: startOfDayIn(first, timeZone),
  to: startOfDayIn(first.add({ days: 7 * weeks }), timeZone),
});

export function makeCopyWeekService(repo: CopyWeekRepository, clock: () => Date = () => new Date()) {
  /** The whole copy on one transaction's queries; a dry run is the same run, rolled back after. */
  async function run(tx: CopyWeekQueries, caller: Caller, body: CopyWeekInput): Promise<CopyWeekPayload> {
    const { businessId } = caller;
    const location = await tx.lockLocation(businessId, body.location_id);
    if (!location) throw AppError.notFound(M.locationNotFound);
    const { timeZone } = location;
    const fromMonday = mondayOf(dayOf(body.from_week));
    const mondays = targetMondays(dayOf(body.to_week), body.weeks);
    const first = mondays[0];
    if (!first) throw new Error("a copy has at least one week");
    const now = clock();
    if (weekSpan(first, 1, timeZone).to.getTime() <= now.getTime()) throw AppError.field("to_week", M.weekOver);

    const source = await tx.sourceShifts(
      businessId,
      location.id,
      weekSpan(fromMonday, 1, timeZone),
      MAX_COPY_SHIFTS + 1,
    );
    if (source.length * body.weeks > MAX_COPY_SHIFTS) throw AppError.field("weeks", M.tooManyShifts);
    const existing = await tx.existingShifts(businessId, location.id, weekSpan(first, body.weeks, timeZone));
    const plan = planCopies({ source, timeZone, fromMonday, targetMondays: mondays, existing, now });

    const drafts = await tx.draftWeeksOn(businessId);
    const roles = await tx.rolesOf(businessId, [...new Set(plan.copies.map((c) => c.source.id))]);
    const staffing: Staffing[] = [];
    for (const copy of plan.copies) {
      const { source: s } = copy;
      const shiftId = await tx.insertShift(businessId, {
        locationId: location.id,
        name: s.name,
        description: s.description,
        shiftType: s.shiftType,
        bonus: s.bonus,
        labelColor: s.labelColor,
        startsAt: copy.from,
        endsAt: copy.to,
        day: weekdayIn(copy.from, timeZone),
        chunk: s.chunk,
        createdBy: caller.userId,
        // With draft weeks on, staff see the copies once their week is published (as a new shift); else at once.
        publishedAt: drafts ? null : undefined,
      });
      const shiftRoles = roles
        .filter((r) => r.shiftId === s.id)
        .map((r) => ({ areaRoleId: r.areaRoleId, roleCount: r.roleCount }));
      staffing.push({ shiftId, roles: shiftRoles, slots: copy.slots });
    }
    const slotIds = await tx.insertStaffing(businessId, staffing);

    let people: PeopleCopied = { copied: 0, skipped: [] };
    if (body.with_assignments) {
      const made: MadeCopy[] = plan.copies.map((copy, i) => {
        const shiftId = staffing[i]?.shiftId ?? 0;
        return {
          sourceId: copy.source.id,
          shiftId,
          name: copy.source.name,
          slots: copy.slots.map((s) => ({
            seq: s.seq,
            id: slotIds.get(`${shiftId}:${s.seq}`) ?? 0,
            from: s.startsAt,
            to: s.endsAt,
          })),
        };
      });
      people = await copyPeople(
        tx,
        { businessId, userId: caller.userId, timeZone, restFloor: packRestHours(location.jurisdiction) },
        made,
      );
    }

    return {
      created: plan.copies.length,
      skipped_duplicates: plan.skippedDuplicates,
      assignments_copied: people.copied,
      assignments_skipped: people.skipped,
      skipped_past: plan.skippedPast,
      source_shifts: source.length,
      weeks: mondays.map(formatDayMonthYear),
      drafts,
      dry_run: body.dry_run,
      time_zone: timeZone,
    };
  }

  return {
    /**
     * Copies in one transaction, the location locked so two copies into the same weeks run one after the other
     * (the second then sees the first's shifts as duplicates). A dry run does every write and rolls them back,
     * so its numbers are exactly what the real run would give at that moment.
     */
    async copy(caller: Caller, body: CopyWeekInput): Promise<{ payload: CopyWeekPayload; changes?: LoggedChange[] }> {
      const copy = () =>
        repo.transaction(async (tx) => {
          const payload = await run(tx, caller, body);
          // The change log's rows it wrote are what the preview says the copy will cost.
          if (body.dry_run)
            throw new DryRunRollback({ payload, changes: await tx.ledger.changesWrittenHere(caller.businessId) });
          return { payload };
        });
      return body.dry_run ? dryRun(copy) : copy();
    },
  };
}
export type CopyWeekService = ReturnType<typeof makeCopyWeekService>;
