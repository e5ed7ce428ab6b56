import { lazyPage } from '@renderer/lib/lazy-page';
import { titledRoute } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';

// Each screen loads when its route is first shown (lib/lazy-page.tsx).
const SettingsPage = lazyPage(() => import('./settings-page'), 'SettingsPage');

export const settingsRoutes: RouteObject[] = [titledRoute('/settings', <SettingsPage />, 'page.settings')];
