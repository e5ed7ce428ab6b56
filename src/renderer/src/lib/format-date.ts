import type { Lang } from '@shared/domain';

const LOCALE: Record<Lang, string> = { en: 'en-GB', pt: 'pt' };

/**
 * Day, short month, year (en-GB style, '5 Mar 2026'), in the language shown
 * ('5 mar. 2026'). Built from parts because the pt-AO/pt-PT locale data of ICU turns
 * `month: 'short'` into digits ('5/03/2026'), which is not the form the product shows.
 */
export function formatDate(value: string | Date, lang: Lang): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat(LOCALE[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}
