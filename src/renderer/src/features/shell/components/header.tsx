import { Brand } from '@renderer/components/brand';
import { MenuIcon } from '@renderer/components/icons';
import { LanguageMenu } from '@renderer/components/language-menu';
import { useT } from '@renderer/i18n/use-t';
import { NotificationsMenu } from './notifications-menu';
import { ProfileMenu } from './profile-menu';
import { SIDEBAR_ID } from './side-nav';

interface HeaderProps {
  withSidebar: boolean;
  sidebarOpen: boolean;
  onToggleSidebar(): void;
  onLogout(): void;
}

export function Header({ withSidebar, sidebarOpen, onToggleSidebar, onLogout }: HeaderProps) {
  const t = useT();
  return (
    <header className="topbar">
      {withSidebar ? (
        <button
          type="button"
          className="icon-btn sidebar-toggle"
          aria-label={t('nav.toggle')}
          aria-expanded={sidebarOpen}
          aria-controls={SIDEBAR_ID}
          onClick={onToggleSidebar}
        >
          <MenuIcon size={22} />
        </button>
      ) : (
        <Brand />
      )}
      <div className="topbar-spacer" />
      <div className="topbar-actions">
        <LanguageMenu />
        <NotificationsMenu />
        <ProfileMenu onLogout={onLogout} />
      </div>
    </header>
  );
}
