import { ToastContainer } from '@renderer/lib/toast';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { QueryWrapper } from './query-wrapper';

/**
 * For a feature's screens without the whole app: these routes in memory, starting at `entry`,
 * inside the app's query cache and with the toast container, so a screen's toasts can be read.
 */
export function renderRoutes(routes: RouteObject[], entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <QueryWrapper>
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryWrapper>,
  );
  return router;
}
