import { describe, expect, it } from 'vitest';
import { daysRemaining, isOpen } from './days-remaining';

const now = new Date('2030-01-10T12:00:00Z');

describe('daysRemaining', () => {
  it('rounds partial days up', () => {
    expect(daysRemaining('2030-01-10T12:00:01Z', now)).toBe(1);
    expect(daysRemaining('2030-01-11T12:00:00Z', now)).toBe(1);
    expect(daysRemaining('2030-01-11T12:00:01Z', now)).toBe(2);
    expect(daysRemaining('2030-01-20T00:00:00Z', now)).toBe(10);
  });

  it('gives 0 or less once the moment has passed', () => {
    expect(daysRemaining('2030-01-10T12:00:00Z', now)).toBe(0);
    expect(daysRemaining('2030-01-10T11:00:00Z', now)).toBeLessThanOrEqual(0);
    expect(daysRemaining('2030-01-01T00:00:00Z', now)).toBe(-9);
  });

  it('has nothing to say without a valid date', () => {
    expect(daysRemaining(null, now)).toBeNull();
    expect(daysRemaining('soon', now)).toBeNull();
  });
});

describe('isOpen', () => {
  it('needs ACTIVE and a date still ahead', () => {
    expect(isOpen({ active_status: 'ACTIVE', expiration_date: '2030-02-01T00:00:00Z' }, now)).toBe(true);
    expect(isOpen({ active_status: 'ACTIVE', expiration_date: '2030-01-01T00:00:00Z' }, now)).toBe(false);
    expect(isOpen({ active_status: 'IN-ACTIVE', expiration_date: '2030-02-01T00:00:00Z' }, now)).toBe(false);
    expect(isOpen({ active_status: 'ACTIVE', expiration_date: null }, now)).toBe(true);
  });
});
