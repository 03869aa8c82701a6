import { MESSAGES } from "@brigade/contract/messages";
import { type Paginated, paginate } from "@brigade/contract/pagination";
import type { ShiftNameItem } from "@brigade/contract/shift-names";
import { AppError } from "../../lib/app-error";
import { UNIQUE_VIOLATION } from "../../lib/db-errors";
import { refusing } from "../../lib/db-refusals";
import type { ShiftNameRepository, ShiftNameValues } from "./repository";

type Page = { page: number; length: number };

// A concurrent request with the same name passes the check but not the unique constraint.
const nameRace = { [UNIQUE_VIOLATION]: () => AppError.field("name", MESSAGES.shiftNameTaken) };

export function makeShiftNameService(repo: ShiftNameRepository) {
  async function assertNameFree(businessId: number, name: string, exceptId?: number): Promise<void> {
    if (await repo.nameTaken(businessId, name, exceptId)) throw AppError.field("name", MESSAGES.shiftNameTaken);
  }

  async function find(businessId: number, id: number): Promise<ShiftNameItem> {
    const row = await repo.find(businessId, id);
    if (!row) throw AppError.notFound(MESSAGES.shiftNameNotFound);
    return row;
  }

  return {
    /** Every name when `page` is null (the Create Shift form's list), else one page. */
    async index(
      businessId: number,
      page: Page | null,
      url: (page: number) => string,
    ): Promise<ShiftNameItem[] | Paginated<ShiftNameItem>> {
      const { rows, total } = await repo.list(businessId, page ?? undefined);
      return page ? paginate(rows, total, page, url) : rows;
    },

    async store(businessId: number, values: ShiftNameValues): Promise<ShiftNameItem> {
      await assertNameFree(businessId, values.name);
      return refusing(() => repo.insert(businessId, values), nameRace);
    },

    /** A rename, with the usual times when the body gives them (left out, they are kept). */
    async update(businessId: number, id: number, values: ShiftNameValues): Promise<ShiftNameItem> {
      await find(businessId, id);
      await assertNameFree(businessId, values.name, id);
      const row = await refusing(() => repo.update(businessId, id, values), nameRace);
      if (!row) throw AppError.notFound(MESSAGES.shiftNameNotFound);
      return row;
    },

    /** Shifts keep their own copy of the name, so removing it from the list breaks nothing. */
    async destroy(businessId: number, id: number): Promise<void> {
      await find(businessId, id);
      await repo.remove(businessId, id);
    },
  };
}
export type ShiftNameService = ReturnType<typeof makeShiftNameService>;
