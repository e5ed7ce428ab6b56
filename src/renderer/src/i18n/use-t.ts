import type { MessageKey, MessageParams } from '@shared/i18n';
import { useCallback } from 'react';
import { useLanguageStore } from './language-store';
import { translate } from './messages';

export type TranslateFn = (key: MessageKey, params?: MessageParams) => string;

/** `const t = useT(); t('auth.signin.submit')` — re-renders when the language changes. */
export function useT(): TranslateFn {
  const lang = useLanguageStore((s) => s.lang);
  // A new part of the catalogue makes a new function, so a text shown before it arrived is redone.
  const loadedParts = useLanguageStore((s) => s.loadedParts);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loadedParts is what makes translate's answers change
  return useCallback((key, params) => translate(lang, key, params), [lang, loadedParts]);
}

export function useLang() {
  return useLanguageStore((s) => s.lang);
}
