import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./enums";

/** `page` (from 1) and `length` (per page) of every paginated list. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  length: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** Laravel paginator shape the contract uses for `payload.paginated`. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number(),
    per_page: z.number(),
    total: z.number(),
    from: z.number().nullable(),
    to: z.number().nullable(),
    last_page: z.number(),
    next_page_url: z.string().nullable(),
    prev_page_url: z.string().nullable(),
  });
/** The payload of a paged list: the paginator under `paginated`. */
export const paginatedPayload = <T extends z.ZodType>(item: T) => z.object({ paginated: paginated(item) });

export type Paginated<T> = {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
  last_page: number;
  next_page_url: string | null;
  prev_page_url: string | null;
};

/** Builds the paginator for one page; `url(page)` makes the next/previous links. */
export function paginate<T>(
  data: T[],
  total: number,
  { page, length }: PageQuery,
  url: (page: number) => string,
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / length));
  const from = data.length ? (page - 1) * length + 1 : null;
  return {
    data,
    current_page: page,
    per_page: length,
    total,
    from,
    to: from === null ? null : from + data.length - 1,
    last_page: lastPage,
    next_page_url: page < lastPage ? url(page + 1) : null,
    prev_page_url: page > 1 ? url(page - 1) : null,
  };
}
