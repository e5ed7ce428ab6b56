/**
 * Tokens whose signature and claims were checked, by their exact text, until they expire (issue
 * 20): an HMAC check through WebCrypto is a thread-pool trip on every request otherwise, for the
 * same token a recruiter's app sends all day. Only the signature's work is saved: the account,
 * token version and sign-in are still read on every request (modules/auth/authenticate.ts).
 * Bounded: past `max` entries the oldest is dropped first.
 */
export interface VerifiedTokens<T> {
  /** The value kept for `token`, unless none is or it expired at `nowMs`. */
  get(token: string, nowMs: number): T | undefined;
  set(token: string, value: T, expiresAtMs: number): void;
  readonly size: number;
}

export function createVerifiedTokens<T>(max: number): VerifiedTokens<T> {
  const entries = new Map<string, { value: T; expiresAtMs: number }>();
  return {
    get(token, nowMs) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (nowMs < entry.expiresAtMs) return entry.value;
      entries.delete(token);
      return undefined;
    },
    set(token, value, expiresAtMs) {
      entries.delete(token);
      if (entries.size >= max) {
        // A Map iterates in insertion order: its first key is the oldest.
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(token, { value, expiresAtMs });
    },
    get size() {
      return entries.size;
    },
  };
}
