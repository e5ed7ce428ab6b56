import { MAIN_CONTENT_ID, SkipLink } from '@renderer/components/skip-link';
import { useT } from '@renderer/i18n/use-t';
import { useRouteHandle } from '@renderer/hooks/use-route-handle';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BackTitleBar } from './back-title-bar';
import { Header } from './header';
import { LogoutDialog } from './logout-dialog';
import { SIDEBAR_ID, SideNav } from './side-nav';
import './shell.css';

const BADGE_PREFIX = /^\(\d+\) /;

/**
 * The dashboard frame: side navigation, header, back-title bar, then the page.
 * `unreadMessages` comes from the app (the chat feature counts them; features do not import
 * each other).
 */
export function ShellLayout({ unreadMessages = 0 }: { unreadMessages?: number }) {
  const t = useT();
  const { pathname } = useLocation();
  const { titleKey, hideSidebar } = useRouteHandle();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const title = titleKey ? t(titleKey) : '';

  // A new page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes
  useEffect(() => setSidebarOpen(false), [pathname]);

  // Window title follows the page, keeping an unread badge prefix if one is set.
  useEffect(() => {
    const badge = document.title.match(BADGE_PREFIX)?.[0] ?? '';
    document.title = `${badge}${title ? `${title} · ` : ''}${t('app.name')}`;
  }, [title, t]);

  // The off-canvas menu closes on Escape or a click outside it (and outside its toggle).
  useEffect(() => {
    if (!sidebarOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSidebarOpen(false);
    };
    const onPointer = (event: Event) => {
      const target = event.target as Element | null;
      if (target?.closest?.(`#${SIDEBAR_ID}, .sidebar-toggle`)) return;
      setSidebarOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [sidebarOpen]);

  const withSidebar = !hideSidebar;
  return (
    <div className={`shell${withSidebar ? '' : ' shell-no-sidebar'}${sidebarOpen ? ' sidebar-is-open' : ''}`}>
      <SkipLink />
      {withSidebar && (
        <SideNav open={sidebarOpen} onClose={() => setSidebarOpen(false)} unreadMessages={unreadMessages} />
      )}
      <div className="shell-main">
        <Header
          withSidebar={withSidebar}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => setSidebarOpen((value) => !value)}
          onLogout={() => setLogoutOpen(true)}
        />
        <main className="content" id={MAIN_CONTENT_ID} tabIndex={-1}>
          {title && <BackTitleBar title={title} />}
          <Outlet />
        </main>
      </div>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </div>
  );
}
