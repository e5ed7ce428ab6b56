/**
 * The little of electron-store the services use. Services take this interface, not the
 * class, so tests run on a Map and never write files (electron-store-backed instances are
 * made in services/persistent-stores.ts).
 */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
  clear(): void;
}

export function memoryKeyValueStore(initial: Record<string, unknown> = {}): KeyValueStore & {
  data: Map<string, unknown>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key),
    set: (key, value) => {
      data.set(key, value);
    },
    delete: (key) => {
      data.delete(key);
    },
    clear: () => data.clear(),
  };
}
