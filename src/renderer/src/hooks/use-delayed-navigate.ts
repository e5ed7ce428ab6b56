import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, type To, useNavigate } from 'react-router-dom';

/** Navigation that follows a success toast after `delayMs` (so the toast can be read first), cancelled on unmount. */
export function useDelayedNavigate(delayMs: number) {
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
