import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/app';
import { buildRoutes } from '../app/routes';
import { preloadAllPages } from '../lib/lazy-page';
import { setNavigator } from '../lib/navigation';

// The app loads each screen when first shown (lib/lazy-page.tsx); tests get them loaded, so a
// screen renders in the same tick as before and fake timers see no extra wait.
await preloadAllPages();

/** The real route table and providers, in memory, starting at `entry`. */
export function renderApp(entry: string | { pathname: string; state?: unknown } = '/') {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [entry] });
  setNavigator((path) => void router.navigate(path, { replace: true }));
  const view = render(<App router={router} />);
  return { router, ...view };
}
