import { formatDate } from '@renderer/lib/format-date';
import type { Lang } from '@shared/domain';
import { translate } from '@renderer/i18n/messages';
import { dayKey } from '../lib/thread';

const LOCALE: Record<Lang, string> = { en: 'en-GB', pt: 'pt-AO' };

export function formatClock(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** Date separator text: Today, Yesterday, else day, short month, year. */
export function formatDay(iso: string, lang: Lang, now = new Date()): string {
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return translate(lang, 'chat.today');
  if (key === dayKey(yesterday.toISOString())) return translate(lang, 'chat.yesterday');
  return formatDate(iso, lang);
}

/** Conversation list: the time for today's messages, else the date. */
export function formatListTime(iso: string, lang: Lang, now = new Date()): string {
  return dayKey(iso) === dayKey(now.toISOString()) ? formatClock(iso, lang) : formatDate(iso, lang);
}
