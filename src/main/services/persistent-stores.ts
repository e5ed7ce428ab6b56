import Store from 'electron-store';
import type { KeyValueStore } from './key-value-store';

/**
 * One JSON file per concern in the user-data folder (session.json, prefs.json, settings.json,
 * updates.json, window.json). Create after the app's ready event. Values are validated when read back by their services, since the
 * file can be edited or corrupted outside the app.
 */
export function createPersistentStore(
  name: 'session' | 'prefs' | 'settings' | 'updates' | 'window',
): KeyValueStore {
  const store = new Store<Record<string, unknown>>({ name, clearInvalidConfig: true });
  return {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
    clear: () => store.clear(),
  };
}
