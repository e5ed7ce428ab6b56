import { AUTH_NAV_DELAY_MS } from '@shared/constants';
import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, type To, useNavigate } from 'react-router-dom';

/** Spec §4: after an auth success the toast shows first and navigation follows 1.5 s later. */
export function useDelayedNavigate(delayMs = AUTH_NAV_DELAY_MS) {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate(to, options), delayMs);
    },
    [navigate, delayMs],
  );
}
