import { LANGUAGES, type Lang } from '@shared/domain';
import type { MessageKey } from '@shared/i18n';
import { useLanguageStore } from '../i18n/language-store';
import { useLang, useT } from '../i18n/use-t';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from './icons';
import { useDropdown } from '../hooks/use-dropdown';

const NAME_KEY: Record<Lang, MessageKey> = { en: 'language.en', pt: 'language.pt' };

/** The control shows the first three letters of the chosen language's name: Eng, Por. */
export function languageShortName(name: string): string {
  return name.slice(0, 3);
}

export function LanguageMenu({ className }: { className?: string }) {
  const t = useT();
  const lang = useLang();
  const setLang = useLanguageStore((s) => s.setLang);
  const { open, close, rootRef, triggerProps, panelProps } = useDropdown();

  const choose = (next: Lang) => {
    close();
    if (next !== lang) void setLang(next);
  };

  return (
    <div ref={rootRef} className={['dropdown', className].filter(Boolean).join(' ')}>
      <button {...triggerProps} className="header-chip" data-testid="language-trigger">
        <GlobeIcon size={18} />
        <span className="sr-only">{t('header.language')}: </span>
        <span lang={lang}>{languageShortName(t(NAME_KEY[lang]))}</span>
        <ChevronDownIcon size={16} className="chevron" />
      </button>
      {open && (
        <div {...panelProps} className="dropdown-panel dropdown-panel-narrow">
          <ul className="menu-list" aria-label={t('header.language')}>
            {LANGUAGES.map((option) => (
              <li key={option}>
                <button
                  type="button"
                  className="menu-item"
                  lang={option}
                  aria-current={option === lang ? 'true' : undefined}
                  onClick={() => choose(option)}
                >
                  <span>{t(NAME_KEY[option])}</span>
                  {option === lang && <CheckIcon size={16} className="menu-item-check" />}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
