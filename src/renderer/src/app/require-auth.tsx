import { useSessionStore } from '@renderer/lib/session-store';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** Every protected route needs a stored token; without one, /signin (and back here after). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSessionStore((s) => s.token);
  const location = useLocation();
  if (!token) return <Navigate to="/signin" replace state={{ from: location.pathname }} />;
  return children;
}
