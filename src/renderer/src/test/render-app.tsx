import { render } from '@testing-library/react';
import {
  type Location,
  MemoryRouter,
  type NavigateOptions,
  type To,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { App } from '../app/app';
import { buildRoutes } from '../app/routes';
import { preloadAllPages } from '../lib/lazy-page';

// The app loads each screen when first shown (lib/lazy-page.tsx); tests get them loaded, so a
// screen renders in the same tick as before and fake timers see no extra wait.
await preloadAllPages();

/** What a test reads of the app's router and moves it with: the location shown, and navigate. */
export interface TestRouter {
  state: { location: Location };
  /** Every location shown, by key, in order. */
  visited: string[];
  navigate(to: To, options?: NavigateOptions): Promise<void>;
}

/** Inside the router: keeps `into` on the location shown and lends it the router's navigate. */
function RouterProbe({ into }: { into: TestRouter }) {
  const location = useLocation();
  const navigate = useNavigate();
  into.state.location = location;
  if (into.visited.at(-1) !== location.key) into.visited.push(location.key);
  into.navigate = async (to, options) => {
    await navigate(to, options);
  };
  return null;
}

/** The real route table and providers, in memory, starting at `entry`. */
export function renderApp(entry: string | { pathname: string; state?: unknown } = '/') {
  const router = { state: {}, visited: [] as string[] } as TestRouter;
  const view = render(
    <MemoryRouter initialEntries={[entry]}>
      <App routes={buildRoutes()} />
      <RouterProbe into={router} />
    </MemoryRouter>,
  );
  return { router, ...view };
}
