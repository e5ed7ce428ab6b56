/**
 * Told whenever an account's token version moves (password change or reset, a restarted
 * sign-up, a provider claiming an unverified address, logout-all): every token issued to that
 * account before the move is dead. Also told when one sign-in ends (logout, a replayed refresh
 * token): then only that session's tokens are dead, named by `sessionId`. HTTP needs no notice (each request checks the version); whoever
 * keeps a long-lived authenticated connection subscribes here, so the auth module never has
 * to know about Socket.IO.
 */
export interface SessionRevocations {
  /**
   * Call after the change is committed; listeners run synchronously, in order. Without
   * `sessionId` every session of the account ended; with it, that one only.
   */
  revoked(userId: string, sessionId?: string): void;
  /** Returns the unsubscribe function. */
  onRevoked(listener: (userId: string, sessionId?: string) => void): () => void;
}

export function createSessionRevocations(onListenerError: (error: unknown) => void): SessionRevocations {
  const listeners = new Set<(userId: string, sessionId?: string) => void>();
  return {
    revoked(userId, sessionId) {
      for (const listener of listeners) {
        // The password has already changed: a failing listener must not turn that into an error.
        try {
          listener(userId, sessionId);
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
