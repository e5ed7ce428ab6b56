import type { Lang } from '@shared/domain';
import type { Catalogue, MessageKey, MessageParams } from '@shared/i18n';
import { interpolate, type Text } from '@shared/i18n/define';

/**
 * The renderer's view of the message catalogue (src/shared/i18n): only what was loaded so far,
 * so the first screen does not download texts nobody reads yet (issue 12, speed to open).
 *
 * - Start-up loads the shown language's first part (catalogue-<lang>.ts: common words, errors,
 *   the sign-in screens, the frame); the first screen renders with it.
 * - The signed-in frame and the other lazily loaded screens that need more wait for the rest
 *   (`loadAllMessages`, catalogue-<lang>-rest.ts).
 * - The other language is loaded on the first switch to it, as much of it as the shown one has.
 *
 * Renderer code translates through here, never through `@shared/i18n`'s `translate`, which
 * bundles every text of both languages.
 */
export type Messages = Catalogue;
type Tier = 'start' | 'rest';

const loaders: Record<Lang, Record<Tier, () => Promise<{ default: Messages }>>> = {
  en: { start: () => import('./catalogue-en'), rest: () => import('./catalogue-en-rest') },
  pt: { start: () => import('./catalogue-pt'), rest: () => import('./catalogue-pt-rest') },
};

const loaded: Partial<Record<Lang, Record<string, Text>>> = {};
const done = new Set<string>();
const pending = new Map<string, Promise<void>>();
/** Once a screen needed every text, a language switched to is loaded whole too. */
let wantAll = false;

function loadTier(lang: Lang, tier: Tier): Promise<void> {
  const id = `${lang}:${tier}`;
  if (done.has(id)) return Promise.resolve();
  let load = pending.get(id);
  if (!load) {
    load = loaders[lang]
      [tier]()
      .then((module) => {
        loaded[lang] = { ...loaded[lang], ...module.default };
        done.add(id);
      })
      .finally(() => pending.delete(id));
    pending.set(id, load);
  }
  return load;
}

/** Whether `lang` has as much loaded as a switch to it would load. */
export function hasMessages(lang: Lang): boolean {
  return done.has(`${lang}:start`) && (!wantAll || done.has(`${lang}:rest`));
}

/** Loads `lang`'s first part (and the rest, once any screen asked for it); shared by concurrent callers. */
export async function loadMessages(lang: Lang): Promise<void> {
  await Promise.all([loadTier(lang, 'start'), wantAll ? loadTier(lang, 'rest') : undefined]);
}

/** Loads every text of `lang`, for screens beyond the sign-in ones. */
export async function loadAllMessages(lang: Lang): Promise<void> {
  wantAll = true;
  await Promise.all([loadTier(lang, 'start'), loadTier(lang, 'rest')]);
}

/** `lang`'s text for `key`; the key itself while its part is not loaded. */
export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  const messages = loaded[lang] ?? loaded.en ?? loaded.pt;
  return interpolate(messages?.[key] ?? key, params, lang);
}

/** Whether `key` names a loaded catalogue message (the languages have the same keys). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.values(loaded).some((messages) => Object.hasOwn(messages, key));
}
