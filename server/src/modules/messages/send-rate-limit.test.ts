import { describe, expect, it } from 'vitest';
import { createSendRateLimit } from './send-rate-limit';

function limiter(capacity = 3, refillPerSecond = 2) {
  let now = 1_000_000;
  let bursts = 0;
  const limit = createSendRateLimit({
    capacity,
    refillPerSecond,
    now: () => now,
    onBurstRefused: () => {
      bursts += 1;
    },
  });
  const take = (n: number) => Array.from({ length: n }, () => limit.allow());
  return {
    take,
    advance: (ms: number) => {
      now += ms;
    },
    bursts: () => bursts,
  };
}

describe('send rate limit (token bucket)', () => {
  it('lets a full bucket through, then refuses until time refills it', () => {
    const l = limiter(3, 2);
    expect(l.take(4)).toEqual([true, true, true, false]);
    l.advance(499);
    expect(l.take(1)).toEqual([false]);
    l.advance(1); // 500 ms at 2/s: one token
    expect(l.take(2)).toEqual([true, false]);
  });

  it('never holds more than its capacity, however long the socket was idle', () => {
    const l = limiter(3, 2);
    l.take(3);
    l.advance(3_600_000);
    expect(l.take(4)).toEqual([true, true, true, false]);
  });

  it('reports a flood once per burst, not once per refused event', () => {
    const l = limiter(2, 1);
    l.take(10);
    expect(l.bursts()).toBe(1);
    l.advance(1000);
    expect(l.take(5)).toEqual([true, false, false, false, false]);
    expect(l.bursts()).toBe(2);
  });

  it('refills nothing when the clock goes backwards', () => {
    const l = limiter(1, 1);
    l.take(1);
    l.advance(-10_000);
    expect(l.take(1)).toEqual([false]);
    l.advance(1000);
    expect(l.take(1)).toEqual([true]);
  });
});
