import { describe, expect, it } from 'vitest';
import { catalogue, translate } from './index';

describe('message catalogue', () => {
  it('has every English key in Portuguese, non-empty', () => {
    const en = Object.keys(catalogue.en).sort();
    expect(Object.keys(catalogue.pt).sort()).toEqual(en);
    for (const key of en) expect(catalogue.pt[key as keyof typeof catalogue.pt].trim()).not.toBe('');
  });

  it('keeps the same placeholders in both languages', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(catalogue.en) as (keyof typeof catalogue.en)[]) {
      expect(names(catalogue.pt[key]), key).toEqual(names(catalogue.en[key]));
    }
  });

  it('uses the product wording in English', () => {
    expect(translate('en', 'auth.otp.resendIn', { n: 42 })).toBe('Resend in 42s');
    expect(translate('en', 'logout.body')).toBe('Are you sure you want to Logout?');
  });
});
