import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline. Counts from the clock, not from ticks, so a throttled
 * background window still shows the right time when it comes back.
 */
export function useCountdown(initialSeconds: number): { remaining: number; restart(seconds: number): void } {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [remaining, setRemaining] = useState(Math.max(0, initialSeconds));

  useEffect(() => {
    const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
    setRemaining(left());
    if (left() === 0) return;
    const timer = window.setInterval(() => {
      const now = left();
      setRemaining(now);
      if (now === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback((seconds: number) => {
    setDeadline(Date.now() + seconds * 1000);
    setRemaining(Math.max(0, seconds));
  }, []);

  return { remaining, restart };
}
