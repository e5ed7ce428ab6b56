import {
  BriefcaseIcon,
  FileTextIcon,
  GridIcon,
  MessageIcon,
  UserIcon,
  UsersIcon,
} from '@renderer/components/icons';
import type { MessageKey } from '@shared/i18n';
import type { CompanyAction } from '@shared/team/permissions';
import type { ComponentType } from 'react';

type Icon = ComponentType<{ size?: number }>;

export interface NavLinkItem {
  kind: 'link';
  to: string;
  labelKey: MessageKey;
  icon: Icon;
  /** Shown only to a role allowed this (issue 18); none: to everyone. */
  action?: CompanyAction;
}

export interface NavGroupItem {
  kind: 'group';
  id: string;
  labelKey: MessageKey;
  icon: Icon;
  children: { to: string; labelKey: MessageKey; action?: CompanyAction }[];
}

export type NavItem = NavLinkItem | NavGroupItem;

/** Side navigation, in the product's order (docs/product.md §2, Shell). */
export const NAV_ITEMS: NavItem[] = [
  { kind: 'link', to: '/', labelKey: 'nav.overview', icon: GridIcon },
  { kind: 'link', to: '/application', labelKey: 'nav.applications', icon: FileTextIcon },
  {
    kind: 'group',
    id: 'jobs',
    labelKey: 'nav.jobs',
    icon: BriefcaseIcon,
    children: [
      { to: '/jobs', labelKey: 'nav.jobs.all' },
      { to: '/post-Job', labelKey: 'nav.jobs.post', action: 'jobs.write' },
    ],
  },
  { kind: 'link', to: '/candidates', labelKey: 'nav.candidates', icon: UsersIcon },
  { kind: 'link', to: '/Chat', labelKey: 'nav.message', icon: MessageIcon, action: 'chat.use' },
  { kind: 'link', to: '/profile', labelKey: 'nav.profile', icon: UserIcon },
];

/** Route matching is case-insensitive (/Chat and /chat are one screen), so is this. */
export function pathIsWithin(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const target = to.toLowerCase();
  if (target === '/') return path === '/';
  return path === target || path.startsWith(`${target}/`);
}

export function groupForPath(pathname: string): string | null {
  for (const item of NAV_ITEMS) {
    if (item.kind === 'group' && item.children.some((child) => pathIsWithin(pathname, child.to)))
      return item.id;
  }
  return null;
}
