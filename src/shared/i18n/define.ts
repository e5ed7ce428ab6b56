import type { Lang } from '../domain';

/**
 * A text that depends on a number (`{count} applications moved.`): one form per CLDR plural
 * category, chosen by the `count` param. English and Portuguese need `one` and `other`.
 */
export interface Plural extends Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> {
  readonly one: string;
  readonly other: string;
}
export type Text = string | Plural;

/**
 * A catalogue part is written once per feature with both languages side by side, so a key
 * cannot exist in one language only: the Portuguese half must have exactly the English keys,
 * and a text that has plural forms in English has them in Portuguese too.
 */
export type Messages = Readonly<Record<string, Text>>;
export type SameShape<T> = T extends string ? string : Plural;

export function defineMessages<const E extends Messages>(
  en: E,
  pt: { readonly [K in keyof E]: SameShape<E[K]> },
): { en: E; pt: { readonly [K in keyof E]: SameShape<E[K]> } } {
  return { en, pt };
}

/**
 * The plural rules of each language. Portuguese is written to the European norm, Angola's
 * (palavra-passe, ficheiro): 0 takes the plural, '0 candidaturas'. 'pt' (and 'pt-AO', which
 * ICU resolves to it) would apply Brazil's rule, where 0 is singular; 'pt-PT' has the right one.
 * Its 'many' (whole millions) and any category a text lacks fall back to `other`.
 */
const rules: Partial<Record<Lang, Intl.PluralRules>> = {};

/**
 * The form of `text` for `params.count` in `lang`, with `{name}` placeholders replaced;
 * unknown placeholders are left visible so they get noticed.
 */
export function interpolate(
  text: Text,
  params?: Readonly<Record<string, string | number>>,
  lang: Lang = 'en',
): string {
  if (typeof text !== 'string') {
    rules[lang] ??= new Intl.PluralRules(lang === 'pt' ? 'pt-PT' : lang);
    text = text[rules[lang]!.select(Number(params?.count))] ?? text.other;
  }
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
