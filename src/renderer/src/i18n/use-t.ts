import type { MessageKey, MessageParams } from '@shared/i18n';
import { useCallback } from 'react';
import { useLanguageStore } from './language-store';
import { translate } from './messages';

export type TranslateFn = (key: MessageKey, params?: MessageParams) => string;

/** `const t = useT(); t('auth.signin.submit')` — re-renders when the language changes. */
export function useT(): TranslateFn {
  const lang = useLanguageStore((s) => s.lang);
  return useCallback((key, params) => translate(lang, key, params), [lang]);
}

export function useLang() {
  return useLanguageStore((s) => s.lang);
}
