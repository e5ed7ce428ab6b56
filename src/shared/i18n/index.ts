import type { Lang } from '../domain';
import { applications } from './catalogue/applications';
import { auth } from './catalogue/auth';
import { blogs } from './catalogue/blogs';
import { bulk } from './catalogue/bulk';
import { candidates } from './catalogue/candidates';
import { chat } from './catalogue/chat';
import { codes } from './catalogue/codes';
import { common } from './catalogue/common';
import { cv } from './catalogue/cv';
import { desktop } from './catalogue/desktop';
import { shell } from './catalogue/shell';
import { interviews } from './catalogue/interviews';
import { jobs } from './catalogue/jobs';
import { notes } from './catalogue/notes';
import { notifications } from './catalogue/notifications';
import { premium } from './catalogue/premium';
import { profile } from './catalogue/profile';
import { team } from './catalogue/team';
import { templates } from './catalogue/templates';
import { interpolate, type Plural, type Text } from './define';

/**
 * The one message catalogue. Each feature keeps its part in `catalogue/<feature>.ts`;
 * add it to `parts` and its keys become valid everywhere (server messages and UI).
 */
const parts = [
  common,
  codes,
  auth,
  shell,
  jobs,
  profile,
  applications,
  cv,
  candidates,
  chat,
  blogs,
  premium,
  notifications,
  notes,
  team,
  bulk,
  templates,
  interviews,
  desktop,
] as const;

type Part = (typeof parts)[number];
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
type English = UnionToIntersection<Part['en']>;

export type MessageKey = keyof English & string;
export type MessageParams = Readonly<Record<string, string | number>>;

/** Each key's text: a string, or its plural forms where the English has them (and so the Portuguese). */
export type Catalogue = { readonly [K in MessageKey]: English[K] extends string ? string : Plural };

export const catalogue: Record<Lang, Catalogue> = {
  en: Object.assign({}, ...parts.map((p) => p.en)),
  pt: Object.assign({}, ...parts.map((p) => p.pt)),
};

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogue.en, key);
}

export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  const text: Text = catalogue[lang][key] ?? catalogue.en[key] ?? key;
  return interpolate(text, params, lang);
}

export { interpolate };
export type { Plural, Text };
export type { Lang };
