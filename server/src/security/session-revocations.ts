/**
 * Told whenever an account's token version moves (password change or reset, a restarted
 * sign-up, a provider claiming an unverified address): every token issued to that account
 * before the move is dead. HTTP needs no notice (each request checks the version); whoever
 * keeps a long-lived authenticated connection subscribes here, so the auth module never has
 * to know about Socket.IO.
 */
export interface SessionRevocations {
  /** Call after the new version is committed; listeners run synchronously, in order. */
  revoked(userId: string): void;
  /** Returns the unsubscribe function. */
  onRevoked(listener: (userId: string) => void): () => void;
}

export function createSessionRevocations(onListenerError: (error: unknown) => void): SessionRevocations {
  const listeners = new Set<(userId: string) => void>();
  return {
    revoked(userId) {
      for (const listener of listeners) {
        // The password has already changed: a failing listener must not turn that into an error.
        try {
          listener(userId);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    onRevoked(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
