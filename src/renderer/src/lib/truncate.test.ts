import { APPLICATION_TITLE_MAX_CHARS } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate';

describe('truncateText', () => {
  it('keeps text of at most the limit as it is', () => {
    const exact = 'a'.repeat(APPLICATION_TITLE_MAX_CHARS);
    expect(truncateText(exact, APPLICATION_TITLE_MAX_CHARS)).toBe(exact);
    expect(truncateText('Estágio', 35)).toBe('Estágio');
  });

  it('cuts longer text to the limit, ending in ...', () => {
    const title = 'Estágio em Engenharia de Software e Dados em Luanda';
    const cut = truncateText(title, APPLICATION_TITLE_MAX_CHARS);
    expect(Array.from(cut)).toHaveLength(APPLICATION_TITLE_MAX_CHARS);
    expect(cut).toBe(`${'Estágio em Engenharia de Software...'.slice(0, 32).trimEnd()}...`);
    expect(cut.endsWith('...')).toBe(true);
  });

  it('counts characters, not UTF-16 units, and drops the space before ...', () => {
    expect(truncateText('😀😀😀😀😀😀', 5)).toBe('😀😀...');
    expect(truncateText('abc def', 7)).toBe('abc def');
    expect(truncateText('abc defgh', 7)).toBe('abc...');
  });
});
