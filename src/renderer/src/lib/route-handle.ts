import type { MessageKey } from '@shared/i18n';
import { useMatches } from 'react-router-dom';

/** What a route tells the shell through its `handle` (features set it on their routes). */
export interface RouteHandle {
  /** Shown in the back-title bar and the window title. */
  titleKey?: MessageKey;
  /** The profile wizard runs without the side navigation (spec §2). */
  hideSidebar?: boolean;
}

/** The deepest matched route's values win. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle) Object.assign(merged, handle);
  }
  return merged;
}
