import { ChevronDownIcon, LogoutIcon, SettingsIcon, UserIcon } from '@renderer/components/icons';
import { useDropdown } from '@renderer/hooks/use-dropdown';
import { useT } from '@renderer/i18n/use-t';
import { fullName, personInitial } from '@renderer/lib/person-name';
import { useSessionStore } from '@renderer/lib/session-store';
import { Link } from 'react-router-dom';

export function ProfileMenu({ onLogout }: { onLogout(): void }) {
  const t = useT();
  const user = useSessionStore((s) => s.userData);
  const { open, close, rootRef, triggerProps, panelProps } = useDropdown();
  const name = fullName(user) ?? user?.email ?? '';
  return (
    <div ref={rootRef} className="dropdown">
      <button {...triggerProps} className="profile-trigger">
        <span className="avatar" aria-hidden="true" data-testid="avatar-initial">
          {personInitial(user)}
        </span>
        <span className="profile-name">{name}</span>
        <span className="sr-only">{t('header.profileMenu')}</span>
        <ChevronDownIcon size={16} className="chevron" />
      </button>
      {open && (
        <div {...panelProps} className="dropdown-panel dropdown-panel-narrow">
          {name && (
            <div className="dropdown-user">
              <strong>{name}</strong>
              {user?.email && user.email !== name && <span>{user.email}</span>}
            </div>
          )}
          <ul className="menu-list">
            <li>
              <Link className="menu-item" to="/profile" onClick={close}>
                <UserIcon size={18} />
                <span>{t('header.myProfile')}</span>
              </Link>
            </li>
            <li>
              <Link className="menu-item" to="/settings" onClick={close}>
                <SettingsIcon size={18} />
                <span>{t('header.settings')}</span>
              </Link>
            </li>
            <li>
              <button
                type="button"
                className="menu-item"
                onClick={() => {
                  close();
                  onLogout();
                }}
              >
                <LogoutIcon size={18} />
                <span>{t('header.logout')}</span>
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
