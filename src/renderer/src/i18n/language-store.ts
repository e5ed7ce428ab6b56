import { DEFAULT_LANG, LANGUAGES, type Lang } from '@shared/domain';
import { type MessageKey, type MessageParams, translate } from '@shared/i18n';
import { create } from 'zustand';
import { getBridge } from '../lib/bridge';

interface LanguageState {
  lang: Lang;
  /** Switches the whole UI at once (every useT() reader re-renders) and remembers the choice. */
  setLang(lang: Lang): Promise<void>;
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  lang: DEFAULT_LANG,
  setLang: async (lang) => {
    set({ lang });
    await getBridge().prefs.set({ language: lang });
  },
}));

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** First run: follow the system language when it is Portuguese, else English. */
export function detectLang(): Lang {
  const system = typeof navigator === 'undefined' ? '' : navigator.language.toLowerCase();
  return system.startsWith('pt') ? 'pt' : DEFAULT_LANG;
}

/** Start-up: the remembered language, or the detected one. Does not write the preference. */
export async function initLanguage(): Promise<void> {
  const { language } = await getBridge().prefs.get();
  useLanguageStore.setState({ lang: isLang(language) ? language : detectLang() });
}

/** For code outside React (API client fallbacks): the text in the language shown right now. */
export function translateNow(key: MessageKey, params?: MessageParams): string {
  return translate(useLanguageStore.getState().lang, key, params);
}
