import { describe, expect, it } from 'vitest';
import { formatAkz } from './format-money';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatAkz', () => {
  it('groups thousands the Angolan way and names the currency', () => {
    expect(plain(formatAkz(150000))).toBe('150 000 AKZ');
    expect(plain(formatAkz(15000))).toBe('15 000 AKZ');
    expect(plain(formatAkz(1234567))).toBe('1 234 567 AKZ');
    expect(plain(formatAkz(0))).toBe('0 AKZ');
  });

  it('never breaks an amount across lines', () => {
    expect(formatAkz(150000)).not.toMatch(/ /);
  });
});
