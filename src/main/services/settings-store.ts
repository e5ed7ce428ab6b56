import { type SettingsPatch, type UserSettings, userSettingsSchema } from '@shared/desktop/settings';
import type { KeyValueStore } from './key-value-store';

/**
 * The person's own settings (settings.json in the profile folder): only what they have set,
 * so an admin default still applies to what they never touched. Each value is validated when
 * read back, since the file can be edited outside the app.
 */
export class UserSettingsStore {
  private readonly store: KeyValueStore;

  constructor(store: KeyValueStore) {
    this.store = store;
  }

  get(): Partial<UserSettings> {
    const shape = userSettingsSchema.shape;
    const out: Partial<UserSettings> = {};
    for (const key of Object.keys(shape) as Array<keyof UserSettings>) {
      const raw = this.store.get(key);
      if (raw === undefined) continue;
      const parsed = shape[key].safeParse(raw);
      if (parsed.success) Object.assign(out, { [key]: parsed.data });
    }
    return out;
  }

  /** A null apiUrl goes back to the default. The patch was validated by the IPC layer. */
  set(patch: SettingsPatch): void {
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      if (value === null) this.store.delete(key);
      else this.store.set(key, value);
    }
  }
}
