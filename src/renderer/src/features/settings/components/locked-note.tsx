import { LockIcon } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';

/** Beside a value the admin fixed in the machine's configuration file. */
export function LockedNote({ id }: { id: string }) {
  const t = useT();
  return (
    <p id={id} className="settings-note">
      <LockIcon size={16} />
      <span>{t('settings.locked')}</span>
    </p>
  );
}
