import { CURRENCY } from '@shared/constants';

/** Angolan grouping (a space every three digits, comma decimals), whatever language is shown. */
const AKZ_NUMBER = new Intl.NumberFormat('pt-AO', { maximumFractionDigits: 0 });

/** 150000 → '150 000 AKZ' (the spaces are non-breaking, so an amount never wraps). */
export function formatAkz(amount: number): string {
  return `${AKZ_NUMBER.format(amount)}\u00a0${CURRENCY}`;
}
