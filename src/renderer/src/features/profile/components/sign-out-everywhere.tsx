import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { useT } from '@renderer/i18n/use-t';
import { endAllSessions } from '@renderer/lib/api/end-session';
import { toApiError } from '@renderer/lib/api-client';
import { useSessionStore } from '@renderer/lib/session-store';
import { notify } from '@renderer/lib/toast';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Manage Account: end every sign-in of the account (POST /auth/logout-all), e.g. after using a
 * shared computer or losing a laptop. This device is signed out too.
 */
export function SignOutEverywhere() {
  const t = useT();
  const navigate = useNavigate();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      const res = await endAllSessions();
      await useSessionStore.getState().clear();
      notify.success(res.message);
      void navigate('/signin', { replace: true });
    } catch (error) {
      notify.error(toApiError(error, 'profile.signOutAll.failed').message);
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <section className="profile-narrow" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('profile.signOutAll.title')}</h3>
      <p className="form-note">{t('profile.signOutAll.body')}</p>
      <div className="profile-actions">
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
          {t('profile.signOutAll.button')}
        </button>
      </div>
      <ConfirmDialog
        open={open}
        title={t('profile.signOutAll.title')}
        cancelLabel={t('profile.signOutAll.cancel')}
        confirmLabel={t('profile.signOutAll.button')}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
        busy={busy}
      >
        <p>{t('profile.signOutAll.body')}</p>
      </ConfirmDialog>
    </section>
  );
}
