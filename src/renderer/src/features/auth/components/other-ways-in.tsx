import { useT } from '@renderer/i18n/use-t';
import { AuthSwitch } from './auth-switch';
import { SocialButtons } from './social-buttons';

/**
 * What sign-in and sign-up both show under their form: the social buttons, then the link to the
 * other of the two screens. Shared so the two screens cannot drift apart.
 */
export function OtherWaysIn({ page }: { page: 'signin' | 'signup' }) {
  const t = useT();
  return (
    <>
      <SocialButtons />
      {page === 'signin' ? (
        <AuthSwitch prompt={t('auth.signin.noAccount')} to="/signup" label={t('auth.signin.toSignup')} />
      ) : (
        <AuthSwitch prompt={t('auth.signup.haveAccount')} to="/signin" label={t('auth.signup.toSignin')} />
      )}
    </>
  );
}
