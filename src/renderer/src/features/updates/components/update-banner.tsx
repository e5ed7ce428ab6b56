import { useT } from '@renderer/i18n/use-t';
import type { RestartOutcome, UpdateState } from '@shared/desktop/updates';
import { useState } from 'react';

interface UpdateBannerProps {
  state: UpdateState;
  restart(): Promise<RestartOutcome>;
}

/**
 * A small corner panel while an update downloads, when it is ready, or when one was refused.
 * Nothing restarts until the person clicks 'Restart to update', and not while they have
 * unsaved input: then the panel says so and the update waits.
 */
export function UpdateBanner({ state, restart }: UpdateBannerProps) {
  const t = useT();
  const [blocked, setBlocked] = useState(false);
  const [busy, setBusy] = useState(false);

  if (state.status === 'downloading') {
    return (
      <div className="update-banner" role="status">
        <span>{t('update.downloading', { version: state.version, percent: state.percent })}</span>
        <progress max={100} value={state.percent} aria-hidden="true" />
      </div>
    );
  }
  if (state.status === 'rejected') {
    return (
      <div className="update-banner update-banner-warning" role="alert">
        {t('update.rejectedSignature')}
      </div>
    );
  }
  if (state.status !== 'ready') return null;

  const onRestart = async () => {
    setBusy(true);
    const outcome = await restart();
    setBusy(false);
    setBlocked(outcome === 'unsaved');
  };
  return (
    <div className="update-banner" role="status">
      <span>{t('update.ready', { version: state.version })}</span>
      {blocked && <span className="update-banner-note">{t('update.waitUnsaved')}</span>}
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void onRestart()}>
        {t('update.restart')}
      </button>
    </div>
  );
}
