/** Enumerations of the domain (docs/product.md §3, §4, §6). */

export const ROLES = ['EMPLOYER', 'CANDIDATE'] as const;
export type Role = (typeof ROLES)[number];

export const PROVIDERS = ['LOCAL', 'GOOGLE', 'FACEBOOK'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const APPLICATION_STATUSES = ['APPLIED', 'SHORTLISTED', 'REJECTED', 'HIRED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Codes, never words: a job's type, a candidate's availability and the languages a person speaks
 * are stored and sent as these codes; every screen shows them through the catalogue
 * (`jobType.*`, `availability.*`, `spokenLanguage.*`) in the reader's language.
 */
export const INTERNSHIP_TYPES = ['FULL_TIME', 'PART_TIME', 'REMOTE'] as const;
export type InternshipType = (typeof INTERNSHIP_TYPES)[number];

export const AVAILABILITIES = ['FULL_TIME', 'PART_TIME', 'REMOTE', 'HYBRID', 'WEEKENDS'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** ISO 639 codes: Angola's official language, its national languages, and common foreign ones. */
export const SPOKEN_LANGUAGES = [
  'pt',
  'en',
  'fr',
  'es',
  'umb',
  'kmb',
  'kg',
  'cjk',
  'ln',
  'de',
  'zh',
] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

/**
 * The words stored before the codes (migration 0011 maps them the same way) and still accepted
 * in requests from older clients, lower-cased, in English and Portuguese.
 */
const LEGACY_WORDS: Readonly<Record<string, string>> = {
  'full-time': 'FULL_TIME',
  'full time': 'FULL_TIME',
  fulltime: 'FULL_TIME',
  'tempo inteiro': 'FULL_TIME',
  'part-time': 'PART_TIME',
  'part time': 'PART_TIME',
  parttime: 'PART_TIME',
  'tempo parcial': 'PART_TIME',
  remote: 'REMOTE',
  remoto: 'REMOTE',
  hybrid: 'HYBRID',
  híbrido: 'HYBRID',
  hibrido: 'HYBRID',
  weekends: 'WEEKENDS',
  weekend: 'WEEKENDS',
  'fins de semana': 'WEEKENDS',
  'fim de semana': 'WEEKENDS',
  portuguese: 'pt',
  português: 'pt',
  portugues: 'pt',
  english: 'en',
  inglês: 'en',
  ingles: 'en',
  french: 'fr',
  francês: 'fr',
  frances: 'fr',
  spanish: 'es',
  espanhol: 'es',
  umbundu: 'umb',
  kimbundu: 'kmb',
  kikongo: 'kg',
  chokwe: 'cjk',
  cokwe: 'cjk',
  lingala: 'ln',
  german: 'de',
  alemão: 'de',
  alemao: 'de',
  chinese: 'zh',
  chinês: 'zh',
  chines: 'zh',
};

/** A code of `codes` for a value that is one (any case) or a legacy word for one; else the value as given. */
export function toCode<const C extends string>(codes: readonly C[], value: unknown): C | unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  const exact = codes.find((code) => code.toLowerCase() === trimmed.toLowerCase());
  if (exact) return exact;
  const legacy = LEGACY_WORDS[trimmed.toLowerCase()];
  return legacy && (codes as readonly string[]).includes(legacy) ? legacy : value;
}

/** The legacy words, for the data migration's test: every one maps to a code. */
export const LEGACY_CODE_WORDS = LEGACY_WORDS;

/**
 * ACTIVE: open to candidates until its expiration date; IN-ACTIVE: marked expired or past its
 * date; DRAFT (issue 19): saved but never published, seen by the company's members only.
 */
export const ACTIVE_STATUSES = ['ACTIVE', 'IN-ACTIVE', 'DRAFT'] as const;
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];

/** A blog article is a draft (its author only) until published (every signed-in reader). */
export const BLOG_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const LANGUAGES = ['en', 'pt'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';
