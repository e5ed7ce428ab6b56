import { getBridge } from '@renderer/lib/bridge';
import { setNavigator } from '@renderer/lib/navigation';
import { RouteTableContext } from '@renderer/lib/route-table';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { type RouteObject, useNavigate, useRoutes } from 'react-router-dom';
import { followDesktopLinks } from './desktop-links';
import { Providers } from './providers';

// The desktop app's updater UI: nothing in a browser (no updater), and never part of the first screen.
const UpdateCenter = lazy(() =>
  import('@renderer/features/updates').then((module) => ({ default: module.UpdateCenter })),
);

/**
 * Moves the app for code outside React: the API client on a 401 (lib/navigation.ts), a desktop
 * deep link or notification click (app/desktop-links.ts). Registered as the app first shows; until
 * then a 401 falls back to a full page load.
 */
function OutsideNavigation() {
  const navigate = useNavigate();
  // The router's navigate changes with the location; the registrations read the latest.
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  useLayoutEffect(() => setNavigator((path) => void latest.current(path, { replace: true })), []);
  useEffect(() => followDesktopLinks(getBridge(), (path) => void latest.current(path)), []);
  return null;
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return <RouteTableContext.Provider value={routes}>{useRoutes(routes)}</RouteTableContext.Provider>;
}

/** The app inside a router (BrowserRouter at start, MemoryRouter in tests): its routes and providers. */
export function App({ routes }: { routes: RouteObject[] }) {
  return (
    <Providers>
      {/* First: registered before any screen's effects run. */}
      <OutsideNavigation />
      <RouteTable routes={routes} />
      {getBridge().updates ? (
        <Suspense fallback={null}>
          <UpdateCenter />
        </Suspense>
      ) : null}
    </Providers>
  );
}
