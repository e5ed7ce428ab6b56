import { RouteTableContext } from '@renderer/lib/route-table';
import type { RouteHandle } from '@renderer/lib/route-handle';
import { useContext } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';

/** The matched routes' handles merged; the deepest route's values win. */
export function useRouteHandle(): RouteHandle {
  const routes = useContext(RouteTableContext);
  const location = useLocation();
  const merged: RouteHandle = {};
  for (const match of matchRoutes([...routes], location) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle) Object.assign(merged, handle);
  }
  return merged;
}
