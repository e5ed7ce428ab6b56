import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The server-data cache (TanStack Query) for the screens that read through it: the signed-in
 * frame and the public unsubscribe page. Not around the whole app, so /signin does not download
 * it (issue 12, speed to open); every provider shares the one `queryClient`.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
