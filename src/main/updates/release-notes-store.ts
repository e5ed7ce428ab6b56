import type { ReleaseNotes } from '@shared/desktop/updates';
import type { KeyValueStore } from '../services/key-value-store';

/**
 * Notes of a downloaded update, kept until the app runs that version: then the page shows them
 * once (in the person's language) and they are forgotten.
 */
export class ReleaseNotesStore {
  private readonly store: KeyValueStore;

  constructor(store: KeyValueStore) {
    this.store = store;
  }

  remember(version: string, text: string | null): void {
    if (text?.trim()) this.store.set('pending', { version, text: text.slice(0, 20_000) });
    else this.store.delete('pending');
  }

  /** The notes of the running version, once; notes of any other version are dropped. */
  take(runningVersion: string): ReleaseNotes | null {
    const pending = this.store.get('pending') as Partial<ReleaseNotes> | undefined;
    if (!pending) return null;
    if (pending.version !== runningVersion) {
      // Still waiting for that version? Keep them; an older leftover goes.
      if (typeof pending.version !== 'string' || pending.version < runningVersion)
        this.store.delete('pending');
      return null;
    }
    this.store.delete('pending');
    return typeof pending.text === 'string' ? { version: pending.version, text: pending.text } : null;
  }
}
