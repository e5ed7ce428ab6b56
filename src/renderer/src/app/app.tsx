import { UpdateCenter } from '@renderer/features/updates';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './providers';

type AppRouter = Parameters<typeof RouterProvider>[0]['router'];

export function App({ router }: { router: AppRouter }) {
  return (
    <Providers>
      <RouterProvider router={router} />
      <UpdateCenter />
    </Providers>
  );
}
