import { I18nProvider } from '@renderer/i18n/i18n-provider';
import { ToastContainer } from '@renderer/lib/toast';
import { TOAST_AUTO_CLOSE_MS } from '@shared/constants';
import type { ReactNode } from 'react';

/**
 * Everything around the router: language sync and the one toast container (top-right). The
 * server-data cache is provided by the screens that use it (lib/query-provider.tsx: the signed-in
 * frame, the unsubscribe page), so the first screen does not load it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      {children}
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop closeOnClick={false} />
    </I18nProvider>
  );
}
