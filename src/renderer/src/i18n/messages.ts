import type { Lang } from '@shared/domain';
import type { Catalogue, MessageKey, MessageParams } from '@shared/i18n';
import { interpolate, type Text } from '@shared/i18n/define';

/**
 * The renderer's view of the message catalogue (src/shared/i18n): only what was loaded so far,
 * so the first screen does not download texts nobody reads yet (issue 12, speed to open).
 *
 * - Start-up loads the shown language's first part (catalogue-<lang>.ts: common words, errors,
 *   the sign-in screens, the frame's own); the first screen renders with it.
 * - The signed-in frame and the dashboard wait for the texts of the other parts that their code
 *   names (`loadFrameMessages`, catalogue-<lang>-frame.ts: the web build picks those keys).
 * - Every other signed-in screen waits for the rest (`loadAllMessages`, catalogue-<lang>-rest.ts),
 *   which a start on the dashboard also loads once the dashboard shows.
 * - The other language is loaded on the first switch to it, as much of it as the shown one has.
 *
 * Renderer code translates through here, never through `@shared/i18n`'s `translate`, which
 * bundles every text of both languages.
 */
export type Messages = Catalogue;
/** The catalogue's parts, in the order a signed-in start needs them. */
const TIERS = ['start', 'frame', 'rest'] as const;
type Tier = (typeof TIERS)[number];

const loaders: Record<Lang, Record<Tier, () => Promise<{ default: Messages }>>> = {
  en: {
    start: () => import('./catalogue-en'),
    frame: () => import('./catalogue-en-frame'),
    rest: () => import('./catalogue-en-rest'),
  },
  pt: {
    start: () => import('./catalogue-pt'),
    frame: () => import('./catalogue-pt-frame'),
    rest: () => import('./catalogue-pt-rest'),
  },
};

const loaded: Partial<Record<Lang, Record<string, Text>>> = {};
const done = new Set<string>();
const pending = new Map<string, Promise<void>>();
/** The parts some screen needed: a language switched to is loaded as far. */
const wanted = new Set<Tier>(['start']);
const listeners = new Set<() => void>();

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
        for (const listener of listeners) listener();
      })
      .finally(() => pending.delete(id));
    pending.set(id, load);
  }
  return load;
}

/** Calls `listener` each time a part of a language has loaded (the language store re-renders). */
export function onMessagesLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `lang` has as much loaded as a switch to it would load. */
export function hasMessages(lang: Lang): boolean {
  return [...wanted].every((tier) => done.has(`${lang}:${tier}`));
}

/** Whether every text of `lang` is loaded. */
export function hasAllMessages(lang: Lang): boolean {
  return TIERS.every((tier) => done.has(`${lang}:${tier}`));
}

/** Loads as much of `lang` as the screens so far needed; shared by concurrent callers. */
export async function loadMessages(lang: Lang): Promise<void> {
  await Promise.all([...wanted].map((tier) => loadTier(lang, tier)));
}

/** Loads what the signed-in frame and the dashboard show of `lang`. */
export async function loadFrameMessages(lang: Lang): Promise<void> {
  wanted.add('frame');
  await loadMessages(lang);
}

/** Loads every text of `lang`, for the signed-in screens but the dashboard. */
export async function loadAllMessages(lang: Lang): Promise<void> {
  wanted.add('frame');
  wanted.add('rest');
  await loadMessages(lang);
}

const allLoads = new Map<Lang, Promise<void>>();

/**
 * One promise per language for every text of it, for a screen that suspends until they are in
 * (i18n/all-messages.tsx); a failed load is forgotten, so the next render asks again.
 */
export function allMessagesLoaded(lang: Lang): Promise<void> {
  let load = allLoads.get(lang);
  if (!load) {
    load = loadAllMessages(lang).catch((error: unknown) => {
      allLoads.delete(lang);
      throw error;
    });
    allLoads.set(lang, load);
  }
  return load;
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
