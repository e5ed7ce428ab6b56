import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says how long ago in English', () => {
    expect(formatRelativeTime(ago(10), 'en', now)).toBe('now');
    expect(formatRelativeTime(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600 + 100), 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(26 * 3600), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(ago(15 * 24 * 3600), 'en', now)).toBe('2 weeks ago');
  });

  it('says it in Portuguese', () => {
    expect(formatRelativeTime(ago(5 * 60), 'pt', now)).toBe('há 5 minutos');
    expect(formatRelativeTime(ago(26 * 3600), 'pt', now)).toBe('ontem');
  });

  it('reads a moment slightly ahead of this clock as now, and nonsense as nothing', () => {
    expect(formatRelativeTime(ago(-30), 'en', now)).toBe('now');
    expect(formatRelativeTime('not a date', 'en', now)).toBe('');
  });
});
