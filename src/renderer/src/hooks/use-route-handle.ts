import type { RouteHandle } from '@renderer/lib/route-handle';
import { useMatches } from 'react-router-dom';

/** The matched routes' handles merged; the deepest route's values win. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle) Object.assign(merged, handle);
  }
  return merged;
}
