import { PasswordField } from '@renderer/components/password-field';
import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { notify } from '@renderer/lib/toast';
import { type FormEvent, useState } from 'react';
import { changePassword } from '../api/change-password';
import { SignOutEverywhere } from './sign-out-everywhere';

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/** Manage Account (accounts with a password, not social sign-in): change the password, end every sign-in. */
export function ManageAccountTab() {
  const t = useT();
  const [fields, setFields] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.currentPassword || !fields.newPassword || !fields.confirm) {
      notify.error(t('auth.changePassword.required'));
      return;
    }
    if (fields.newPassword !== fields.confirm) {
      notify.error(t('auth.changePassword.mismatch'));
      return;
    }
    setBusy(true);
    try {
      const res = await changePassword({
        currentPassword: fields.currentPassword,
        newPassword: fields.newPassword,
      });
      // Only an answer that carries the fresh token counts as success.
      if (!res?.data?.accessToken) {
        notify.error(t('auth.changePassword.non200'));
        return;
      }
      notify.success(t('auth.changePassword.success'));
      setFields(EMPTY);
    } catch (error) {
      notify.error(toApiError(error, 'auth.changePassword.failed').message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className="form profile-narrow" onSubmit={submit} noValidate>
        <PasswordField
          label={t('auth.changePassword.currentPassword')}
          value={fields.currentPassword}
          onChange={set('currentPassword')}
          autoComplete="current-password"
        />
        <PasswordField
          label={t('profile.newPassword')}
          value={fields.newPassword}
          onChange={set('newPassword')}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('auth.changePassword.confirmNewPassword')}
          value={fields.confirm}
          onChange={set('confirm')}
          autoComplete="new-password"
        />
        <div className="profile-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('profile.updatePassword')}
          </button>
        </div>
      </form>
      <SignOutEverywhere />
    </>
  );
}
