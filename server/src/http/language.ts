import { DEFAULT_LANG, LANGUAGES, type Lang } from '@shared/domain';
import { type MessageKey, type MessageParams, translate } from '@shared/i18n';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's language from Accept-Language (e.g. "pt-AO,pt;q=0.9,en;q=0.8"): the
 * highest-ranked tag whose primary language we speak, else English.
 */
export function parseAcceptLanguage(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    // A hostile header must not cost more than a few short strings to parse.
    .slice(0, 512)
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q, index };
    })
    .filter((entry) => entry.primary && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranked) {
    if ((LANGUAGES as readonly string[]).includes(primary)) return primary as Lang;
  }
  return DEFAULT_LANG;
}

export function requestLang(request: FastifyRequest): Lang {
  return parseAcceptLanguage(request.headers['accept-language']);
}

/** A catalogue message in the caller's language. */
export function say(request: FastifyRequest, key: MessageKey, params?: MessageParams): string {
  return translate(requestLang(request), key, params);
}
