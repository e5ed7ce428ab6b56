import { Brand } from '@renderer/components/brand';
import { ChevronDownIcon, CloseIcon } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useCompanyRole } from '@renderer/hooks/use-can';
import { can } from '@shared/team/permissions';
import { groupForPath, NAV_ITEMS, type NavGroupItem, pathIsWithin } from './nav-items';

export const SIDEBAR_ID = 'app-sidebar';

interface SideNavProps {
  /** Mobile only: the off-canvas panel is showing. */
  open: boolean;
  onClose(): void;
  /** Unread chat messages, shown on the Message link (the app passes the chat's total). */
  unreadMessages?: number;
}

/**
 * The side navigation: links in the product's order, and a single-open accordion for groups.
 * Between 961 and 1199 px it is a rail of icons (shell.css): each label stays in the link, for
 * screen readers, and shows as a tooltip on hover and keyboard focus; a group opens beside it.
 */
export function SideNav({ open, onClose, unreadMessages: unread = 0 }: SideNavProps) {
  const t = useT();
  // What the role cannot do is not offered (issue 18): Chat without chat.use, Post a Job without jobs.write.
  const role = useCompanyRole();
  const shown = (item: { action?: Parameters<typeof can>[1] }) => !item.action || can(role, item.action);
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<string | null>(() => groupForPath(pathname));

  // Landing inside a group (e.g. /post-Job from a button) opens it; leaving for a plain link
  // closes it: one section open at a time.
  useEffect(() => {
    setOpenGroup(groupForPath(pathname));
  }, [pathname]);

  const renderGroup = (group: NavGroupItem) => {
    const expanded = openGroup === group.id;
    const active = group.children.some((child) => pathIsWithin(pathname, child.to));
    const panelId = `nav-group-${group.id}`;
    const Icon = group.icon;
    return (
      <li key={group.id}>
        <button
          type="button"
          className={['nav-link', 'nav-group-trigger', active ? 'is-active-parent' : ''].join(' ')}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setOpenGroup(expanded ? null : group.id)}
        >
          <Icon size={20} />
          <span className="nav-label">{t(group.labelKey)}</span>
          <ChevronDownIcon size={16} className="chevron" />
        </button>
        <ul id={panelId} className="nav-sub" hidden={!expanded}>
          {group.children.filter(shown).map((child) => (
            <li key={child.to}>
              <NavLink
                to={child.to}
                end
                className={({ isActive }) => `nav-sublink${isActive ? ' is-active' : ''}`}
              >
                {t(child.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </li>
    );
  };

  return (
    <aside id={SIDEBAR_ID} className={`sidebar${open ? ' is-open' : ''}`}>
      <div className="sidebar-head">
        <Brand inverse />
        <button
          type="button"
          className="icon-btn sidebar-close"
          aria-label={t('common.close')}
          onClick={onClose}
        >
          <CloseIcon size={20} />
        </button>
      </div>
      <nav aria-label={t('nav.label')}>
        <ul className="nav-list">
          {NAV_ITEMS.filter((item) => item.kind === 'group' || shown(item)).map((item) => {
            if (item.kind === 'group') return renderGroup(item);
            const Icon = item.icon;
            return (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) => `nav-link${isActive ? ' is-active' : ''}`}
                >
                  <Icon size={20} />
                  <span className="nav-label">{t(item.labelKey)}</span>
                  {item.to === '/Chat' && unread > 0 && (
                    <span className="nav-badge">
                      <span aria-hidden="true">{unread}</span>
                      <span className="sr-only">{t('chat.unreadCount', { n: unread })}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
