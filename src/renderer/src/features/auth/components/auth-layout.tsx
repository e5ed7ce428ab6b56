import { Brand } from '@renderer/components/brand';
import { CheckIcon } from '@renderer/components/icons';
import { LanguageMenu } from '@renderer/components/language-menu';
import { MAIN_CONTENT_ID, SkipLink } from '@renderer/components/skip-link';
import { useT } from '@renderer/i18n/use-t';
import type { MessageKey } from '@shared/i18n';
import { Outlet } from 'react-router-dom';
import './auth.css';

const POINTS: MessageKey[] = ['auth.brand.point1', 'auth.brand.point2', 'auth.brand.point3'];

/** Frame of the public screens: a brand panel, the form card, and the language control. */
export function AuthLayout() {
  const t = useT();
  return (
    <div className="auth-page">
      <SkipLink />
      <aside className="auth-aside">
        <Brand inverse />
        <div className="auth-aside-copy">
          <h2 className="auth-headline">{t('auth.brand.headline')}</h2>
          <p className="auth-lede">{t('auth.brand.body')}</p>
          <ul className="auth-points">
            {POINTS.map((key) => (
              <li key={key}>
                <span className="auth-point-icon">
                  <CheckIcon size={14} />
                </span>
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <p className="auth-aside-foot">{t('auth.brand.foot')}</p>
      </aside>
      <main className="auth-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <div className="auth-topbar">
          <span className="auth-mobile-brand">
            <Brand />
          </span>
          <LanguageMenu />
        </div>
        <div className="auth-card">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
