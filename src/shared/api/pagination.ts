import { z } from 'zod';
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from '../constants';
import { text } from './text';

/** Pagination object of every paginated list (docs/product.md §3 Pagination). */
export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  pageLimit: z.number().int(),
  /**
   * Present (true) when a searched list stopped counting at SEARCH_COUNT_CAP (issue 20):
   * totalItems is then "at least this many" and the pages reach only that far.
   */
  totalCapped: z.literal(true).optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * A whole positive number in a query string. Strict digits: '1e3', '2.5', ' 3', '' are all
 * refused (with the key given), never silently coerced to something the caller did not mean.
 */
const wholeNumber = (key: string, max: number) =>
  text(key)
    .regex(/^\d{1,7}$/, key)
    .transform(Number)
    .pipe(z.number().int().min(1, key).max(max, key));

export const pageParam = wholeNumber('pagination.page.invalid', MAX_PAGE_NUMBER);
export const perPageParam = wholeNumber('pagination.perPage.invalid', MAX_PAGE_SIZE);

/**
 * `limit` of a list read back from a cursor (the chat history, the activity log): a whole number
 * from 1 to `max`, `fallback` when absent.
 */
export const cursorLimitParam = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'errors.invalidRequest' })
    .int('errors.invalidRequest')
    .min(1, 'errors.invalidRequest')
    .max(max, 'errors.invalidRequest')
    .default(fallback);

export function buildPagination(
  page: number,
  perPage: number,
  totalItems: number,
  capped = false,
): Pagination {
  return {
    currentPage: page,
    totalPages: Math.ceil(totalItems / perPage),
    totalItems,
    pageLimit: perPage,
    ...(capped ? { totalCapped: true as const } : {}),
  };
}
