import { describe, expect, it } from 'vitest';
import { createDayStarts, dayHolding, pageStart } from './day-starts';

// Newest day first: 3 rows on the 3rd, 5 on the 2nd, 2 on the 1st (10 in all).
const days = [
  { day: '2026-11-03', count: 3 },
  { day: '2026-11-02', count: 5 },
  { day: '2026-11-01', count: 2 },
];

describe('dayHolding', () => {
  it('places the day holding an offset newest first: the rows before it and its last microsecond', () => {
    expect(dayHolding(days, 'desc', 3)).toEqual({
      position: 3,
      anchor: { createdAt: '2026-11-02T23:59:59.999999Z', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' },
    });
    expect(dayHolding(days, 'desc', 7)?.position).toBe(3);
    expect(dayHolding(days, 'desc', 8)?.position).toBe(8);
  });

  it('places it oldest first from the other end: its first microsecond and the lowest id', () => {
    expect(dayHolding(days, 'asc', 2)).toEqual({
      position: 2,
      anchor: { createdAt: '2026-11-02T00:00:00.000000Z', id: '00000000-0000-0000-0000-000000000000' },
    });
    expect(dayHolding(days, 'asc', 9)?.position).toBe(7);
  });

  it('gives nothing within the first day (the list start is as near) or past the last', () => {
    expect(dayHolding(days, 'desc', 2)).toBeNull();
    expect(dayHolding(days, 'asc', 1)).toBeNull();
    expect(dayHolding(days, 'desc', 10)).toBeNull();
    expect(dayHolding([], 'desc', 0)).toBeNull();
  });
});

describe('createDayStarts', () => {
  it('reads a list’s days once per version, and again at another', async () => {
    const starts = createDayStarts();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return days;
    };
    expect((await starts.holding('list', '1', read, 'desc', 5))?.position).toBe(3);
    expect((await starts.holding('list', '1', read, 'asc', 5))?.position).toBe(2);
    expect(reads).toBe(1);
    await starts.holding('list', '2', read, 'desc', 5);
    expect(reads).toBe(2);
  });
});

describe('pageStart', () => {
  const at = (position: number) => ({ position, anchor: { createdAt: `row ${position}`, id: 'x' } });

  it('takes the nearer of a kept anchor and the day, and says which', async () => {
    expect(await pageStart(5000, at(1000), async () => at(4800))).toEqual({ from: at(4800), read: 'dated' });
    expect(await pageStart(5000, at(3000), async () => at(2000))).toEqual({
      from: at(3000),
      read: 'anchored',
    });
    expect(await pageStart(5000, null, async () => null)).toEqual({ from: null, read: null });
  });

  it('looks the day up only from 1,000 rows deep and past a kept anchor by more than that', async () => {
    let lookups = 0;
    const dayOf = async () => {
      lookups += 1;
      return at(900);
    };
    expect((await pageStart(999, null, dayOf)).read).toBeNull();
    expect((await pageStart(2000, at(1000), dayOf)).read).toBe('anchored');
    expect(lookups).toBe(0);
    expect((await pageStart(1000, null, dayOf)).read).toBe('dated');
    expect((await pageStart(2001, at(800), dayOf)).read).toBe('dated');
    expect(lookups).toBe(2);
    expect((await pageStart(5000, at(1000))).read).toBe('anchored');
  });
});
