import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage } from './language';

describe('parseAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['pt', 'pt'],
    ['pt-AO', 'pt'],
    ['PT-br,en;q=0.5', 'pt'],
    ['fr-FR,fr;q=0.9,pt;q=0.8,en;q=0.7', 'pt'],
    ['en;q=0.4,pt;q=0.6', 'pt'],
    ['pt;q=0,en', 'en'],
    ['de, fr', 'en'],
    ['*', 'en'],
    [';;;,,q=x', 'en'],
  ])('%s → %s', (header, lang) => {
    expect(parseAcceptLanguage(header)).toBe(lang);
  });
});
