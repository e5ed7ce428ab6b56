import type { Prefs } from '@shared/desktop/bridge';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '@shared/domain';

/**
 * Which language a start shows, from the stored preferences alone: kept apart from the language
 * store (and its catalogue loading) so the start-up's early reads can send it too
 * (app/start-early-reads.ts) without loading either.
 */

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** First run: follow the system language when it is Portuguese, else English. */
export function detectLang(): Lang {
  const system = typeof navigator === 'undefined' ? '' : navigator.language.toLowerCase();
  return system.startsWith('pt') ? 'pt' : DEFAULT_LANG;
}

/** The remembered language, or the detected one. */
export function startLanguage(prefs: Prefs): Lang {
  return isLang(prefs.language) ? prefs.language : detectLang();
}
