import { describe, expect, it } from 'vitest';
import { interpolate } from './define';
import { catalogue, type Text, translate } from './index';

type Key = keyof typeof catalogue.en;
const keys = Object.keys(catalogue.en) as Key[];
const text = (lang: 'en' | 'pt', key: Key): Text => catalogue[lang][key];
/** A text's forms by plural category; a plain string is the one form `text`. */
const forms = (t: Text): Record<string, string> => (typeof t === 'string' ? { text: t } : { ...t });
const pluralKeys = keys.filter((key) => typeof text('en', key) !== 'string');

describe('message catalogue', () => {
  it('has every English key in Portuguese, non-empty', () => {
    expect(Object.keys(catalogue.pt).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      for (const form of Object.values(forms(text('pt', key)))) expect(form.trim(), key).not.toBe('');
    }
  });

  it('gives plural forms to the same texts in both languages, with the same categories', () => {
    expect(pluralKeys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(Object.keys(forms(text('pt', key))).sort(), key).toEqual(
        Object.keys(forms(text('en', key))).sort(),
      );
    }
    for (const key of pluralKeys) {
      expect(Object.keys(forms(text('en', key))).sort(), key).toEqual(['one', 'other']);
      // The form is chosen by `count`, so every form of it must show the number.
      for (const form of Object.values(forms(text('en', key)))) expect(form, key).toContain('{count}');
    }
  });

  it('keeps the same placeholders in both languages, form by form', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of keys) {
      const en = forms(text('en', key));
      const pt = forms(text('pt', key));
      for (const form of Object.keys(en))
        expect(names(pt[form]!), `${key} ${form}`).toEqual(names(en[form]!));
    }
  });

  it('uses the product wording in English', () => {
    expect(translate('en', 'auth.otp.resendIn', { n: 42 })).toBe('Resend in 42s');
    expect(translate('en', 'logout.body')).toBe('Are you sure you want to Logout?');
  });
});

describe('plural forms', () => {
  it('English: 1 is singular, 0 and 2 plural', () => {
    expect(translate('en', 'bulk.undo.done', { count: 1 })).toBe('1 application put back.');
    expect(translate('en', 'bulk.undo.done', { count: 2 })).toBe('2 applications put back.');
    expect(translate('en', 'bulk.undo.done', { count: 0 })).toBe('0 applications put back.');
    expect(translate('en', 'ratings.summary', { average: '4.0', count: 1 })).toBe(
      'Average 4.0 from 1 rating',
    );
  });

  it('Portuguese (European norm, as in Angola): 1 is singular, 0 and 2 plural', () => {
    expect(translate('pt', 'bulk.undo.done', { count: 1 })).toBe('1 candidatura reposta.');
    expect(translate('pt', 'bulk.undo.done', { count: 2 })).toBe('2 candidaturas repostas.');
    // Brazil's rule (plain 'pt' in ICU) would say '0 candidatura reposta.'
    expect(translate('pt', 'bulk.undo.done', { count: 0 })).toBe('0 candidaturas repostas.');
    expect(translate('pt', 'ratings.summary', { average: '4,0', count: 1 })).toBe('Média 4,0 de 1 avaliação');
    expect(translate('pt', 'jobs.table.daysRemaining', { count: 1 })).toBe('Falta 1 dia');
    expect(translate('pt', 'jobs.table.daysRemaining', { count: 5 })).toBe('Faltam 5 dias');
  });

  it('falls back to `other` for a category the text lacks (Portuguese whole millions are "many") or a missing count', () => {
    const plural = { one: '{count} candidatura', other: '{count} candidaturas' };
    expect(interpolate(plural, { count: 1_000_000 }, 'pt')).toBe('1000000 candidaturas');
    expect(interpolate(plural, undefined, 'pt')).toBe('{count} candidaturas');
    expect(interpolate(plural, { count: 1 }, 'pt')).toBe('1 candidatura');
  });
});
