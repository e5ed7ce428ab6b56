import type { RouteHandle } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';
import { SettingsPage } from './settings-page';

export const settingsRoutes: RouteObject[] = [
  {
    path: '/settings',
    element: <SettingsPage />,
    handle: { titleKey: 'page.settings' } satisfies RouteHandle,
  },
];
