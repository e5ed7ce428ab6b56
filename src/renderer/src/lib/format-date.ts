import type { Lang } from '@shared/domain';

const LOCALE: Record<Lang, string> = { en: 'en-GB', pt: 'pt-AO' };

/** Day, short month, year (spec §9: en-GB style), in the language shown. */
export function formatDate(value: string | Date, lang: Lang): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE[lang], { day: 'numeric', month: 'short', year: 'numeric' }).format(
    date,
  );
}
