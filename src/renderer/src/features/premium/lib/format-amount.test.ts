import { PREMIUM_PRICE_AKZ } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount';

describe('formatAmount', () => {
  it('groups thousands the Angolan way', () => {
    // The group separator is a (narrow) no-break space in pt-AO; compare its shape, not the code point.
    expect(formatAmount(PREMIUM_PRICE_AKZ).replace(/\s/g, ' ')).toBe('15 000');
    expect(formatAmount(1_250_000.5).replace(/\s/g, ' ')).toBe('1 250 000,5');
  });
});
