import { describe, expect, it } from 'vitest';
import { type PageItem, pageRange } from './page-range';

const render = (items: PageItem[]) => items.map((i) => (i.kind === 'page' ? String(i.page) : '…')).join(' ');

describe('pageRange (3 margin pages, 2 range pages)', () => {
  it('shows every page when there are few', () => {
    expect(render(pageRange(1, 1))).toBe('1');
    expect(render(pageRange(4, 9))).toBe('1 2 3 4 5 6 7 8 9');
  });

  it('collapses the far side into a gap', () => {
    expect(render(pageRange(1, 20))).toBe('1 2 3 … 18 19 20');
    expect(render(pageRange(20, 20))).toBe('1 2 3 … 18 19 20');
  });

  it('shows 2 pages either side of the current one, with gaps on both sides', () => {
    expect(render(pageRange(10, 20))).toBe('1 2 3 … 8 9 10 11 12 … 18 19 20');
  });

  it('shows a single hidden page instead of a gap', () => {
    // 4 would be the only page between 3 and 5: it is shown, not replaced by '…'.
    expect(render(pageRange(7, 20))).toBe('1 2 3 4 5 6 7 8 9 … 18 19 20');
  });

  it('answers nothing for no pages and honours other margins and ranges', () => {
    expect(pageRange(1, 0)).toEqual([]);
    expect(render(pageRange(50, 100, 1, 1))).toBe('1 … 49 50 51 … 100');
  });
});
