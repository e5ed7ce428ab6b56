/**
 * The server's notion of "now". Everything time-based (code expiry, resend lockout, token
 * expiry, rate-limit windows) asks this clock, so tests can move time instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
