import { afterEach, describe, expect, it } from 'vitest';
import { prefsSchema } from '@shared/desktop/bridge';
import { PREFS_KEY, readPrefs } from './browser-storage';

/**
 * The stored preferences are read without zod (the start-up's own file reads them): the same
 * answer as the bridge's schema gives, or no preference where the schema refuses.
 */
describe('stored preferences read without zod', () => {
  afterEach(() => localStorage.clear());

  const stored = [
    null,
    '{"language":"pt"}',
    '{"language":"en"}',
    '{"language":null}',
    '{}',
    '{"language":"klingon"}',
    '{"language":"pt","theme":"dark"}',
    '{"language":1}',
    '[]',
    '"pt"',
    'null',
    'not json',
  ];

  it.each(stored)('%s reads as the schema would have it', (raw) => {
    if (raw !== null) localStorage.setItem(PREFS_KEY, raw);
    let expected = { language: null } as ReturnType<typeof readPrefs>;
    try {
      const parsed = prefsSchema.safeParse(JSON.parse(raw ?? '{}'));
      if (parsed.success) expected = parsed.data;
    } catch {
      // Not JSON: no preference.
    }
    expect(readPrefs()).toEqual(expected);
  });

  it('reads a stored language back', () => {
    localStorage.setItem(PREFS_KEY, '{"language":"pt"}');
    expect(readPrefs()).toEqual({ language: 'pt' });
  });
});
