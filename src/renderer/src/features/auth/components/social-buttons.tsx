import { FacebookLogo, GoogleLogo } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';
import type { MessageKey } from '@shared/i18n';
import { type ReactNode, useEffect, useState } from 'react';
import { getAuthProviders, type SocialProvider } from '../api/get-auth-providers';
import { useSocialSignIn } from '../hooks/use-social-sign-in';

/**
 * 'Sign in with Google' / 'Sign in with Facebook', only for the providers the server says it has
 * (nothing at all, not even the 'or' divider, when it has none or has not answered): a button
 * that can only say "not configured" would pretend. A button runs the flow of
 * hooks/use-social-sign-in.ts, showing 'Waiting for your browser… Cancel' meanwhile.
 */
/** The providers' buttons, in the order they stand; each shown only when the server has it. */
const SOCIAL_BUTTONS = [
  { provider: 'google', Logo: GoogleLogo, label: 'auth.signin.google' },
  { provider: 'facebook', Logo: FacebookLogo, label: 'auth.signin.facebook' },
] as const satisfies readonly {
  provider: SocialProvider;
  Logo: (props: { size?: number }) => ReactNode;
  label: MessageKey;
}[];

export function SocialButtons() {
  const t = useT();
  const [providers, setProviders] = useState<Record<SocialProvider, boolean>>({
    google: false,
    facebook: false,
  });

  useEffect(() => {
    let active = true;
    void getAuthProviders().then((value) => {
      if (active) setProviders(value);
    });
    return () => {
      active = false;
    };
  }, []);

  const social = useSocialSignIn();
  const start = (provider: SocialProvider) => {
    void social.start(provider);
  };

  if (social.waiting) {
    return (
      <div className="social" role="status" aria-live="polite">
        <p className="social-waiting">{t('auth.social.waiting')}</p>
        <p className="social-waiting-hint">
          {t('auth.social.waitingHint', { provider: social.waiting === 'google' ? 'Google' : 'Facebook' })}
        </p>
        <button type="button" className="btn btn-social" onClick={social.cancel}>
          {t('auth.social.cancel')}
        </button>
      </div>
    );
  }

  if (!providers.google && !providers.facebook) return null;

  return (
    <div className="social">
      <p className="divider">
        <span>{t('auth.social.or')}</span>
      </p>
      <div className="social-buttons">
        {SOCIAL_BUTTONS.map(({ provider, Logo, label }) =>
          providers[provider] ? (
            <button
              key={provider}
              type="button"
              className="btn btn-social"
              disabled={social.busy}
              onClick={() => start(provider)}
            >
              <Logo />
              <span>{t(label)}</span>
            </button>
          ) : null,
        )}
      </div>
    </div>
  );
}
