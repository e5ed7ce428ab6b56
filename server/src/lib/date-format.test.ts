import { describe, expect, it } from 'vitest';
import { cachedDateFormat } from './date-format';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
const moment = new Date('2026-11-27T10:00:00Z');

describe('cachedDateFormat', () => {
  it('writes Portuguese as in Angola and English as in Britain', () => {
    expect(cachedDateFormat('pt', DAY).format(moment)).toBe('27 de novembro de 2026');
    expect(cachedDateFormat('en', DAY).format(moment)).toBe('27 November 2026');
  });

  it('makes one format per language and options, also when the options are another object', () => {
    const first = cachedDateFormat('en', DAY);
    expect(cachedDateFormat('en', { ...DAY })).toBe(first);
    expect(cachedDateFormat('pt', DAY)).not.toBe(first);
    expect(cachedDateFormat('en', { ...DAY, timeZone: 'Africa/Luanda' })).not.toBe(first);
  });
});
