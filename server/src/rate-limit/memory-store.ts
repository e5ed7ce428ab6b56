import type { Clock } from '../clock';
import type { RateLimitStore, WindowCount } from './store';

interface Window {
  count: number;
  expiresAt: number;
}

/** Counters in this process; expired windows are dropped on access and by a periodic sweep. */
export function createMemoryStore(clock: Clock, sweepEveryMs = 60_000): RateLimitStore {
  const windows = new Map<string, Window>();
  const now = () => clock.now().getTime();

  const live = (key: string): Window | undefined => {
    const window = windows.get(key);
    if (window && window.expiresAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  const view = (window: Window | undefined): WindowCount =>
    window ? { count: window.count, resetInMs: window.expiresAt - now() } : { count: 0, resetInMs: 0 };

  const sweep = setInterval(() => {
    const t = now();
    for (const [key, window] of windows) if (window.expiresAt <= t) windows.delete(key);
  }, sweepEveryMs);
  // The sweep must never keep the process alive on its own.
  sweep.unref();

  return {
    async hit(key, windowMs) {
      let window = live(key);
      if (!window) {
        window = { count: 0, expiresAt: now() + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return view(window);
    },
    async peek(key) {
      return view(live(key));
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}
