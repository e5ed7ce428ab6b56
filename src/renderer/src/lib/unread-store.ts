import { create } from 'zustand';
import { getBridge } from './bridge';

/**
 * Unread chat messages per conversation partner. The chat feature writes it; the shell reads
 * the total for the Message link, and the desktop badge always shows the same total. Lives in
 * lib/ because features must not import each other.
 */
interface UnreadState {
  byUser: Readonly<Record<string, number>>;
  total: number;
  /** Replaces everything with the server's counts (conversations list). */
  setAll(byUser: Record<string, number>): void;
  increment(userId: string): void;
  /** The conversation with `userId` has been read. */
  clear(userId: string): void;
  reset(): void;
}

const sum = (byUser: Record<string, number>) => Object.values(byUser).reduce((a, n) => a + n, 0);

export const useUnreadStore = create<UnreadState>()((set) => ({
  byUser: {},
  total: 0,
  setAll: (byUser) => set({ byUser: { ...byUser }, total: sum(byUser) }),
  increment: (userId) =>
    set((state) => {
      const byUser = { ...state.byUser, [userId]: (state.byUser[userId] ?? 0) + 1 };
      return { byUser, total: sum(byUser) };
    }),
  clear: (userId) =>
    set((state) => {
      if (!state.byUser[userId]) return state;
      const byUser = { ...state.byUser, [userId]: 0 };
      return { byUser, total: sum(byUser) };
    }),
  reset: () => set({ byUser: {}, total: 0 }),
}));

export const selectUnreadTotal = (state: UnreadState) => state.total;

let lastBadge = -1;
/** The dock/taskbar badge (browser: title prefix) follows the total; call once at start-up. */
export function syncBadgeWithUnread(): () => void {
  const apply = (total: number) => {
    if (total === lastBadge) return;
    lastBadge = total;
    getBridge()
      .notifications.setBadge(total)
      .catch((error: unknown) => console.error('setBadge failed', error));
  };
  apply(useUnreadStore.getState().total);
  const unsubscribe = useUnreadStore.subscribe((state) => apply(state.total));
  return () => {
    unsubscribe();
    lastBadge = -1;
  };
}
