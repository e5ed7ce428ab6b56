import { describe, expect, it } from 'vitest';
import { isTimeZone, wallClock, zonedToInstant } from './zoned';

describe('zoned wall-clock times', () => {
  it('turns a Luanda time (UTC+1, no DST) into its instant and back', () => {
    const instant = zonedToInstant('2026-11-27', '10:00', 'Africa/Luanda');
    expect(instant?.toISOString()).toBe('2026-11-27T09:00:00.000Z');
    expect(wallClock(instant!, 'Africa/Luanda')).toEqual({ date: '2026-11-27', time: '10:00' });
  });

  it('follows daylight saving and refuses a skipped wall time', () => {
    expect(zonedToInstant('2026-07-01', '10:00', 'Europe/Lisbon')?.toISOString()).toBe(
      '2026-07-01T09:00:00.000Z',
    );
    expect(zonedToInstant('2026-01-15', '10:00', 'Europe/Lisbon')?.toISOString()).toBe(
      '2026-01-15T10:00:00.000Z',
    );
    // Lisbon skips 01:00–02:00 on 29 March 2026.
    expect(zonedToInstant('2026-03-29', '01:30', 'Europe/Lisbon')).toBeNull();
  });

  it('refuses impossible dates and unknown zones', () => {
    expect(zonedToInstant('2026-02-30', '10:00', 'Africa/Luanda')).toBeNull();
    expect(isTimeZone('Africa/Luanda')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
