import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { useT } from '@renderer/i18n/use-t';
import { endSessionOnServer } from '@renderer/lib/api/end-session';
import { useSessionStore } from '@renderer/lib/session-store';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * 'Logout?': ends the sign-in on the server (POST /auth/logout, so a copied token is useless at
 * once), then clears every stored value and goes to /signin. Offline or refused, the local
 * sign-out happens all the same.
 */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useT();
  const navigate = useNavigate();
  const clearSession = useSessionStore((s) => s.clear);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await endSessionOnServer();
      await clearSession();
    } finally {
      setBusy(false);
      onClose();
      void navigate('/signin', { replace: true });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('logout.title')}
      cancelLabel={t('logout.cancel')}
      confirmLabel={t('logout.confirm')}
      onCancel={onClose}
      onConfirm={confirm}
      busy={busy}
    >
      <p>{t('logout.body')}</p>
    </ConfirmDialog>
  );
}
