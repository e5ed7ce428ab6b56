import { I18nProvider } from '@renderer/i18n/i18n-provider';
import { clearCacheWhenSessionEnds, queryClient } from '@renderer/lib/query-client';
import { useSessionStore } from '@renderer/lib/session-store';
import { ToastContainer } from '@renderer/lib/toast';
import { TOAST_AUTO_CLOSE_MS } from '@shared/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';

/**
 * Everything around the router: the server-data cache (emptied when the session ends),
 * language sync and the one toast container (top-right).
 */
export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => clearCacheWhenSessionEnds(queryClient, useSessionStore), []);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        {children}
        <ToastContainer
          position="top-right"
          autoClose={TOAST_AUTO_CLOSE_MS}
          newestOnTop
          closeOnClick={false}
        />
      </I18nProvider>
    </QueryClientProvider>
  );
}
