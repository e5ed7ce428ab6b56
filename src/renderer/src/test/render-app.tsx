import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/app';
import { buildRoutes } from '../app/routes';
import { setNavigator } from '../lib/navigation';

/** The real route table and providers, in memory, starting at `entry`. */
export function renderApp(entry: string | { pathname: string; state?: unknown } = '/') {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [entry] });
  setNavigator((path) => void router.navigate(path, { replace: true }));
  const view = render(<App router={router} />);
  return { router, ...view };
}
