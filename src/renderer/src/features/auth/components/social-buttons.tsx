import { FacebookLogo, GoogleLogo } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';
import { notify } from '@renderer/lib/toast';
import { useEffect, useState } from 'react';
import { getAuthProviders, type SocialProvider } from '../api/get-auth-providers';

/**
 * 'Sign in with Google' / 'Sign in with Facebook'. The server says which providers it has;
 * an unconfigured one answers with a toast.
 * TODO(social sign-in slice): for a configured provider, run the external flow (desktop:
 * system browser + PKCE via the bridge; web: popup) and POST /auth/{google,facebook}-auth.
 */
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

  const start = (provider: SocialProvider) => {
    if (!providers[provider]) {
      notify.info(t('auth.social.unavailable'));
      return;
    }
    // TODO(social sign-in slice): start the external flow here. Until it exists, say so.
    notify.info(t('auth.social.unavailable'));
  };

  return (
    <div className="social">
      <p className="divider">
        <span>{t('auth.social.or')}</span>
      </p>
      <div className="social-buttons">
        <button type="button" className="btn btn-social" onClick={() => start('google')}>
          <GoogleLogo />
          <span>{t('auth.signin.google')}</span>
        </button>
        <button type="button" className="btn btn-social" onClick={() => start('facebook')}>
          <FacebookLogo />
          <span>{t('auth.signin.facebook')}</span>
        </button>
      </div>
    </div>
  );
}
