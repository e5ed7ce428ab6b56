import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages';
import { totalForDisplay } from './list-total';

describe('a list total on screen', () => {
  it('is the number when exact and "10,000+" when the server stopped counting', () => {
    expect(totalForDisplay({ totalItems: 1 }, 'en')).toBe(1);
    expect(totalForDisplay({ totalItems: 10_000, totalCapped: true }, 'en')).toBe('10,000+');
    expect(totalForDisplay({ totalItems: 10_000, totalCapped: true }, 'pt')).toMatch(/^10\s000\+$/);
  });

  it('reads as a plural in both languages', () => {
    const capped = { totalItems: 10_000, totalCapped: true as const };
    expect(translate('en', 'candidates.total', { count: totalForDisplay(capped, 'en') })).toBe(
      '10,000+ candidates',
    );
    expect(translate('pt', 'candidates.total', { count: totalForDisplay(capped, 'pt') })).toMatch(
      /^10\s000\+ candidatos$/,
    );
    expect(translate('en', 'candidates.total', { count: totalForDisplay({ totalItems: 1 }, 'en') })).toBe(
      '1 candidate',
    );
  });
});
