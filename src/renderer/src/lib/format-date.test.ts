import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate (day, short month, year)', () => {
  it('uses the en-GB form in English', () => {
    expect(formatDate('2026-03-05T12:00:00Z', 'en')).toBe('5 Mar 2026');
    expect(formatDate(new Date('2025-12-24T12:00:00Z'), 'en')).toBe('24 Dec 2025');
  });

  it('uses the Portuguese month in Portuguese', () => {
    const text = formatDate('2026-03-05T12:00:00Z', 'pt');
    expect(text).toBe('5 mar. 2026');
    expect(text).not.toContain('Mar ');
  });

  it('answers an empty string for a date it cannot read', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
