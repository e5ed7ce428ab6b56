import { DEFAULT_LANG, type Lang } from '@shared/domain';
import type { MessageKey, MessageParams } from '@shared/i18n';
import { create } from 'zustand';
import { getBridge } from '../lib/bridge';
import { hasMessages, loadAllMessages, loadMessages, translate } from './messages';
import { startLanguage } from './start-language';

interface LanguageState {
  lang: Lang;
  /**
   * Switches the whole UI at once (every useT() reader re-renders) and remembers the choice. A
   * language not shown yet is downloaded first (messages.ts); until then the UI stays as it is.
   */
  setLang(lang: Lang): Promise<void>;
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  lang: DEFAULT_LANG,
  setLang: async (lang) => {
    if (!hasMessages(lang)) await loadMessages(lang);
    set({ lang });
    await getBridge().prefs.set({ language: lang });
  },
}));

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
 * For a lazily loaded screen beyond the sign-in ones (the signed-in frame, the unsubscribe page):
 * its module and every text of the shown language, loaded side by side (i18n/messages.ts).
 */
export function withAllMessages<M>(load: () => Promise<M>): () => Promise<M> {
  return () =>
    Promise.all([load(), loadAllMessages(useLanguageStore.getState().lang)]).then(([module]) => module);
}
