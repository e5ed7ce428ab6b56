import { getBridge } from '@renderer/lib/bridge';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './providers';

type AppRouter = Parameters<typeof RouterProvider>[0]['router'];

// The desktop app's updater UI: nothing in a browser (no updater), and never part of the first screen.
const UpdateCenter = lazy(() =>
  import('@renderer/features/updates').then((module) => ({ default: module.UpdateCenter })),
);

export function App({ router }: { router: AppRouter }) {
  return (
    <Providers>
      <RouterProvider router={router} />
      {getBridge().updates ? (
        <Suspense fallback={null}>
          <UpdateCenter />
        </Suspense>
      ) : null}
    </Providers>
  );
}
