export interface SendRateLimitOptions {
  /** Most events let through at once from a full bucket. */
  capacity: number;
  /** Tokens added back per second, up to `capacity`. */
  refillPerSecond: number;
  /** Milliseconds; the server's injectable clock, so tests move time instead of waiting. */
  now(): number;
  /** Called on the first refusal of a burst (not on every refused event): one log line per flood. */
  onBurstRefused(): void;
}

/**
 * A token bucket for one socket's events. `allow()` takes a token or refuses; a refusal after
 * an accepted event starts a new burst, so a flood is reported once however long it lasts.
 */
export function createSendRateLimit({
  capacity,
  refillPerSecond,
  now,
  onBurstRefused,
}: SendRateLimitOptions) {
  let tokens = capacity;
  let refilledAt = now();
  let refusing = false;

  return {
    allow(): boolean {
      const at = now();
      // A clock set backwards refills nothing (and takes nothing away).
      const elapsedMs = Math.max(0, at - refilledAt);
      tokens = Math.min(capacity, tokens + (elapsedMs * refillPerSecond) / 1000);
      refilledAt = at;
      if (tokens >= 1) {
        tokens -= 1;
        refusing = false;
        return true;
      }
      if (!refusing) onBurstRefused();
      refusing = true;
      return false;
    },
  };
}

export type SendRateLimit = ReturnType<typeof createSendRateLimit>;
