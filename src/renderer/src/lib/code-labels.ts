import type { TranslateFn } from '@renderer/i18n/use-t';
import { AVAILABILITIES, INTERNSHIP_TYPES, SPOKEN_LANGUAGES } from '@shared/domain';

/**
 * A stored code shown in the reader's language. Values are codes (the server's schemas and the
 * database check them); anything else, from an older server, is shown as it came.
 */
const known = (codes: readonly string[], value: string) => codes.includes(value);

export function jobTypeLabel(t: TranslateFn, code: string): string {
  return known(INTERNSHIP_TYPES, code) ? t(`jobType.${code as (typeof INTERNSHIP_TYPES)[number]}`) : code;
}

export function availabilityLabel(t: TranslateFn, code: string): string {
  return known(AVAILABILITIES, code) ? t(`availability.${code as (typeof AVAILABILITIES)[number]}`) : code;
}

export function spokenLanguageLabel(t: TranslateFn, code: string): string {
  return known(SPOKEN_LANGUAGES, code)
    ? t(`spokenLanguage.${code as (typeof SPOKEN_LANGUAGES)[number]}`)
    : code;
}

/** 'Português, Inglês'. */
export function spokenLanguagesLabel(t: TranslateFn, codes: readonly string[]): string {
  return codes.map((code) => spokenLanguageLabel(t, code)).join(', ');
}
