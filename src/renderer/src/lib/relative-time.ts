import type { Lang } from '@shared/domain';

const LOCALE: Record<Lang, string> = { en: 'en-GB', pt: 'pt' };

const STEPS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

/**
 * How long ago `value` was, in the language shown: '5 minutes ago' / 'há 5 minutos',
 * 'yesterday' / 'ontem', 'now' / 'agora' under a minute. A moment a little in the future (a
 * clock ahead of the server's) reads as now, never 'in 2 seconds'.
 */
export function formatRelativeTime(value: string | Date, lang: Lang, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const format = new Intl.RelativeTimeFormat(LOCALE[lang], { numeric: 'auto' });
  const elapsed = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000));
  for (const { unit, seconds } of STEPS) {
    if (elapsed >= seconds) return format.format(-Math.floor(elapsed / seconds), unit);
  }
  return format.format(0, 'second');
}
