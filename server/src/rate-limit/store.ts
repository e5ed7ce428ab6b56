/**
 * Fixed-window counters with a time to live. The in-memory store suits one instance; with
 * REDIS_URL every instance shares the same counters, so limits hold behind a load balancer.
 */
export interface WindowCount {
  /** Hits in the current window, including this one for `hit`. */
  count: number;
  /** Milliseconds until the window (and its count) expires; 0 when there is none. */
  resetInMs: number;
}

export interface RateLimitStore {
  /** Counts one hit; the window starts with the first hit and lasts `windowMs`. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Reads the current window without counting. */
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
