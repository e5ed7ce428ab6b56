import type { Lang } from '@shared/domain';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat for the language (Portuguese as written in Angola, English as in
 * Britain) and options, made once: building one costs far more than formatting with it, and a
 * feed page formats up to 100 dates. Options may name a stored time zone, so the cache is emptied
 * past 200 formats rather than grow without end.
 */
export function cachedDateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'pt' ? 'pt-AO' : 'en-GB', options);
    if (formats.size > 200) formats.clear();
    formats.set(key, format);
  }
  return format;
}
