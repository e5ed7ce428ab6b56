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

/** '21/12/2026' in both languages (the day first, as Angola writes it). */
export function formatNumericDate(value: string | Date, lang: Lang): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE[lang], { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    date,
  );
}

/** '21/12/2026, 14:05': a moment of an order's history, in local time. */
export function formatDateTime(value: string | Date, lang: Lang): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const time = new Intl.DateTimeFormat(LOCALE[lang], { hour: '2-digit', minute: '2-digit', hour12: false });
  return `${formatNumericDate(date, lang)}, ${time.format(date)}`;
}
