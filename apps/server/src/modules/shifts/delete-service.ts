import type { ChangeNote } from "@brigade/contract/fair-workweek/change-note";
import { paginate } from "@brigade/contract/pagination";
import type { ShiftDeletionItem, shiftDeletionsQuery } from "@brigade/contract/shift-deletions";
import { SHIFT_MESSAGES } from "@brigade/contract/shift-rules";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { DryRunRollback } from "../../lib/dry-run";
import { pageUrl } from "../../lib/page-url";
import { noteRemoval } from "../publish";
import type { ShiftRepository } from "./repository";

type Caller = { userId: number; businessId: number };

/**
 * Deletes a shift that has not started, in one transaction with the shift and its positions locked (as an
 * edit locks them), so no assignment slips in between the record and the delete. The record keeps who, when
 * and every booking with its decisions; a started shift is history and stays.
 */
export function makeShiftDelete(repo: ShiftRepository, now: () => Date) {
  return {
    async destroy(caller: Caller, id: number, note: ChangeNote = { reason: null, exempt: null }, dry = false) {
      const { businessId } = caller;
      await repo.transaction(async (tx) => {
        const shift = await tx.lockShift(businessId, id);
        if (!shift) throw AppError.notFound(SHIFT_MESSAGES.notFound);
        if (shift.startsAt.getTime() <= now().getTime()) throw AppError.conflict(SHIFT_MESSAGES.startedCannotDelete);
        await tx.lockPositions(businessId, id);
        await tx.recordDeletion(businessId, shift, caller.userId, await tx.bookingsOfShift(businessId, id));
        await tx.logCancelled(businessId, id, caller.userId, note);
        await noteRemoval(tx, businessId, id);
        // Read before the delete takes the bookings with it.
        await tx.notifyChanged(businessId, id, "deleted");
        await tx.deleteShift(businessId, id);
        if (dry) throw new DryRunRollback(await tx.changesWrittenHere(businessId));
      });
    },

    async deletions(caller: Caller, query: z.output<typeof shiftDeletionsQuery>) {
      const { page, length } = query;
      const rows = await repo.deletions(caller.businessId, { offset: (page - 1) * length, limit: length });
      const data = rows.map(
        (r): ShiftDeletionItem => ({
          id: r.id,
          shift_id: r.shiftId,
          location_id: r.locationId,
          name: r.shiftName,
          from: r.startsAt.toISOString(),
          to: r.endsAt.toISOString(),
          deleted_by: r.deletedBy,
          deleted_at: r.deletedAt.toISOString(),
          bookings: r.bookings,
        }),
      );
      return paginate(data, rows[0]?.total ?? 0, { page, length }, pageUrl("/api/shift/deletions", { length }));
    },
  };
}
