import { useT } from '@renderer/i18n/use-t';
import { spokenLanguageLabel } from '@renderer/lib/code-labels';
import { SPOKEN_LANGUAGES, type SpokenLanguage } from '@shared/domain';
import { useId } from 'react';

interface SpokenLanguagesFieldProps {
  value: readonly SpokenLanguage[];
  onChange(value: SpokenLanguage[]): void;
}

/** The languages a person speaks: a choice of codes, each named in the reader's language. */
export function SpokenLanguagesField({ value, onChange }: SpokenLanguagesFieldProps) {
  const t = useT();
  const id = useId();
  const toggle = (code: SpokenLanguage, on: boolean) =>
    onChange(SPOKEN_LANGUAGES.filter((c) => (c === code ? on : value.includes(c))));
  return (
    <fieldset className="profile-wide spoken-languages">
      <legend className="field-label">{t('profile.field.language')}</legend>
      <div className="spoken-languages-grid">
        {SPOKEN_LANGUAGES.map((code) => (
          <label key={code} className="spoken-language" htmlFor={`${id}-${code}`}>
            <input
              id={`${id}-${code}`}
              type="checkbox"
              checked={value.includes(code)}
              onChange={(event) => toggle(code, event.target.checked)}
            />
            {spokenLanguageLabel(t, code)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
