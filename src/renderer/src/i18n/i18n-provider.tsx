import { type ReactNode, useEffect } from 'react';
import { useLanguageStore } from './language-store';

/** Keeps `<html lang>` in step with the chosen language (screen readers, hyphenation, spelling). */
export function I18nProvider({ children }: { children: ReactNode }) {
  const lang = useLanguageStore((s) => s.lang);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return children;
}
