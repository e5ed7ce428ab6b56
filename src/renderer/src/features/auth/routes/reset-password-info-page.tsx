import { MailIcon } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';
import { Link, useLocation } from 'react-router-dom';
import { AuthHeading } from '../components/auth-heading';
import type { ResetInfoState } from './forgot-password-page';

export function ResetPasswordInfoPage() {
  const t = useT();
  const state = useLocation().state as Partial<ResetInfoState> | null;
  const email = typeof state?.email === 'string' && state.email ? state.email : t('auth.resetInfo.yourEmail');
  return (
    <>
      <AuthHeading
        icon={<MailIcon size={26} />}
        title={t('auth.resetInfo.title')}
        subtitle={t('auth.resetInfo.body', { email })}
      />
      <Link className="btn btn-primary btn-block" to="/signin">
        {t('auth.resetInfo.backToLogin')}
      </Link>
    </>
  );
}
