import type { Lang } from '@shared/i18n';

const formats = new Map<Lang, Intl.NumberFormat>();

/**
 * A list's total as the `count` of a message. When the server stopped counting a search at
 * SEARCH_COUNT_CAP (pagination.totalCapped, issue 20) it reads '10,000+' / '10 000+', so no
 * screen claims an exact number it does not have; a text takes the plural 'other' form, right
 * for any such total.
 */
export function totalForDisplay(pagination: { totalItems: number; totalCapped?: boolean }, lang: Lang) {
  if (!pagination.totalCapped) return pagination.totalItems;
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'pt' ? 'pt-AO' : 'en-GB');
    formats.set(lang, format);
  }
  return `${format.format(pagination.totalItems)}+`;
}
