import { EMPTY_SESSION, type SessionPatch, type SessionValues } from '@shared/desktop/bridge';
import { create } from 'zustand';
import { getBridge } from './bridge';

interface SessionState extends SessionValues {
  /** Reads what the bridge kept (disk, memory or web storage) into the store; once at start-up. */
  hydrate(): Promise<void>;
  /**
   * Stores a patch in memory and through the bridge. `remember` decides where a patch with a
   * token lives (kept, or for this run only); patches without one follow the token. A
   * `refreshToken` in the patch is handed to the bridge and kept out of this store.
   */
  save(patch: SessionPatch, options?: { remember: boolean }): Promise<void>;
  /** Logout / expired token: every session value goes, in memory and in storage. */
  clear(): Promise<void>;
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...EMPTY_SESSION,
  hydrate: async () => {
    set({ ...EMPTY_SESSION, ...(await getBridge().session.get()) });
  },
  save: async (patch, options = { remember: false }) => {
    // The refresh token goes to the bridge only: the renderer's state never holds it.
    const { refreshToken: _refreshToken, ...visible } = patch;
    set(visible as Partial<SessionValues>);
    await getBridge().session.save(patch, options);
  },
  clear: async () => {
    set({ ...EMPTY_SESSION });
    await getBridge().session.clear();
  },
}));

export const selectIsSignedIn = (s: SessionState) => Boolean(s.token);
