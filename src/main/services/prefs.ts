import { type Prefs, prefsSchema } from '@shared/desktop/bridge';
import type { KeyValueStore } from './key-value-store';

/** The person's preferences (today: the UI language), kept across runs and across logouts. */
export class PrefsStore {
  private readonly store: KeyValueStore;
  /** Told after a change (the native menu and tray follow the language). */
  private readonly onChange: (prefs: Prefs) => void;

  constructor(store: KeyValueStore, onChange: (prefs: Prefs) => void = () => {}) {
    this.store = store;
    this.onChange = onChange;
  }

  get(): Prefs {
    const parsed = prefsSchema.safeParse({ language: this.store.get('language') ?? null });
    return parsed.success ? parsed.data : { language: null };
  }

  set(patch: Partial<Prefs>): void {
    if (patch.language === undefined) return;
    if (patch.language === null) this.store.delete('language');
    else this.store.set('language', patch.language);
    this.onChange(this.get());
  }
}
