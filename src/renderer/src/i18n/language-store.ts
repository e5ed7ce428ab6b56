import { DEFAULT_LANG, type Lang } from '@shared/domain';
import type { MessageKey, MessageParams } from '@shared/i18n';
import { create } from 'zustand';
import { getBridge } from '../lib/bridge';
import {
  hasMessages,
  loadAllMessages,
  loadFrameMessages,
  loadMessages,
  onMessagesLoaded,
  translate,
} from './messages';
import { startLanguage } from './start-language';

interface LanguageState {
  lang: Lang;
  /** Counts the catalogue parts loaded: every text reader re-renders when one comes in. */
  loadedParts: number;
  /**
   * Switches the whole UI at once (every useT() reader re-renders) and remembers the choice. A
   * language not shown yet is downloaded first (messages.ts); until then the UI stays as it is.
   */
  setLang(lang: Lang): Promise<void>;
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  lang: DEFAULT_LANG,
  loadedParts: 0,
  setLang: async (lang) => {
    if (!hasMessages(lang)) await loadMessages(lang);
    set({ lang });
    await getBridge().prefs.set({ language: lang });
  },
}));

// A text shown before its part arrived (its key) is replaced as soon as the part is in.
onMessagesLoaded(() => useLanguageStore.setState((state) => ({ loadedParts: state.loadedParts + 1 })));

/**
 * Start-up, first step: the remembered language, or the detected one, is the shown one from now
 * on, before its messages are loaded. Nothing renders until they are (app/bootstrap.ts), but the
 * lazy screens started meanwhile then load this language's rest (withAllMessages). Does not write
 * the preference.
 */
export async function chooseLanguage(): Promise<Lang> {
  const lang = startLanguage(await getBridge().prefs.get());
  useLanguageStore.setState({ lang });
  return lang;
}

/** For code outside React (API client fallbacks): the text in the language shown right now. */
export function translateNow(key: MessageKey, params?: MessageParams): string {
  return translate(useLanguageStore.getState().lang, key, params);
}

/**
 * For a lazily loaded part of the signed-in app (the frame, which shows the dashboard first): its
 * module and the texts the frame and the dashboard name, loaded side by side (i18n/messages.ts);
 * the other screens wait for the rest (i18n/all-messages.tsx).
 */
export function withFrameMessages<M>(load: () => Promise<M>): () => Promise<M> {
  return () =>
    Promise.all([load(), loadFrameMessages(useLanguageStore.getState().lang)]).then(([module]) => module);
}

/**
 * For a lazily loaded screen outside the frame that needs more than the sign-in screens' texts (the
 * unsubscribe page, a team invitation): its module and every text of the shown language.
 */
export function withAllMessages<M>(load: () => Promise<M>): () => Promise<M> {
  return () =>
    Promise.all([load(), loadAllMessages(useLanguageStore.getState().lang)]).then(([module]) => module);
}
