import { PAGINATION_MARGIN_PAGES, PAGINATION_RANGE_PAGES } from '@shared/constants';

/** A page number to show, or a gap ('…') between shown pages. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The pages a pager shows (react-paginate's rule): `margin` pages at each end and `range`
 * pages either side of the current one; everything else collapses into one gap per side.
 * A gap is never used for a single hidden page: that page is shown instead.
 */
export function pageRange(
  current: number,
  total: number,
  margin = PAGINATION_MARGIN_PAGES,
  range = PAGINATION_RANGE_PAGES,
): PageItem[] {
  if (total <= 0) return [];
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p += 1) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p += 1) shown.add(p);
  for (let p = Math.max(1, current - range); p <= Math.min(total, current + range); p += 1) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: 'page', page: previous + 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}-${page}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
