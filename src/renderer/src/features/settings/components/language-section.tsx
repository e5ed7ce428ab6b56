import { Field } from '@renderer/components/field';
import { useLanguageStore } from '@renderer/i18n/language-store';
import { useLang, useT } from '@renderer/i18n/use-t';
import { LANGUAGES, type Lang } from '@shared/domain';
import type { MessageKey } from '@shared/i18n';
import { useId } from 'react';

const NAME_KEY: Record<Lang, MessageKey> = { en: 'language.en', pt: 'language.pt' };

/** The same choice as the header's language menu, kept by the bridge (desktop prefs or localStorage). */
export function LanguageSection() {
  const t = useT();
  const lang = useLang();
  const setLang = useLanguageStore((s) => s.setLang);
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.language.title')}</h2>
      <Field label={t('settings.language.label')} htmlFor={id}>
        <select
          id={id}
          className="input"
          value={lang}
          onChange={(event) => void setLang(event.target.value as Lang)}
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option} lang={option}>
              {t(NAME_KEY[option])}
            </option>
          ))}
        </select>
      </Field>
    </section>
  );
}
