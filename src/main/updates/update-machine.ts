import type { RestartOutcome, UpdateState } from '@shared/desktop/updates';

/** Errors that mean "this update is not ours or was altered": never installed, never retried. */
const VERIFICATION_FAILURE =
  /ERR_UPDATER_INVALID_SIGNATURE|not signed by the application owner|code signature|did not pass validation|ERR_CHECKSUM_MISMATCH|checksum mismatch/i;

export function isVerificationFailure(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return VERIFICATION_FAILURE.test(`${String(code ?? '')} ${String(message ?? error)}`);
}

type Listener = (state: UpdateState) => void;

/**
 * The updater's decisions, apart from electron-updater so they can be tested: what state the
 * app shows, whether an offered version is downloaded, when a check may run, and whether a
 * restart may happen now. The app never restarts by itself: only requestRestart does, when the
 * person asked and has nothing unsaved.
 */
export class UpdateMachine {
  private current: UpdateState;
  private readonly listeners = new Set<Listener>();
  /** Versions that failed verification: not downloaded again in this run. */
  private readonly rejected = new Set<string>();
  private offered: string | null = null;
  private readyNotes: string | null = null;

  constructor(enabled: boolean) {
    this.current = enabled ? { status: 'idle' } : { status: 'disabled' };
  }

  get state(): UpdateState {
    return this.current;
  }

  /** Notes of the downloaded version, kept so they can be shown after the restart. */
  get notes(): string | null {
    return this.readyNotes;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A check is pointless while one runs, a download is under way, or an update waits. */
  canCheck(): boolean {
    return ['idle', 'failed', 'rejected'].includes(this.current.status);
  }

  checking(): void {
    if (this.canCheck()) this.set({ status: 'checking' });
  }

  /** Returns whether to download the offered version. */
  available(version: string): boolean {
    if (this.current.status === 'disabled') return false;
    if (this.rejected.has(version)) {
      this.set({ status: 'rejected', version });
      return false;
    }
    this.offered = version;
    this.set({ status: 'downloading', version, percent: 0 });
    return true;
  }

  notAvailable(): void {
    if (this.current.status === 'checking') this.set({ status: 'idle' });
  }

  progress(percent: number): void {
    if (this.current.status !== 'downloading') return;
    const rounded = Math.max(0, Math.min(100, Math.floor(percent)));
    if (rounded !== this.current.percent) this.set({ ...this.current, percent: rounded });
  }

  downloaded(version: string, notes: string | null): void {
    if (this.current.status === 'disabled') return;
    this.readyNotes = notes;
    this.set({ status: 'ready', version });
  }

  error(error: unknown): void {
    if (this.current.status === 'disabled' || this.current.status === 'ready') return;
    if (isVerificationFailure(error)) {
      const version = this.offered;
      if (version) this.rejected.add(version);
      this.set({ status: 'rejected', version });
      return;
    }
    this.set({ status: 'failed' });
  }

  /** The person clicked 'Restart to update'. */
  requestRestart({ unsavedInput }: { unsavedInput: boolean }): RestartOutcome {
    if (this.current.status !== 'ready') return 'not-ready';
    if (unsavedInput) return 'unsaved';
    return 'restarting';
  }

  private set(state: UpdateState): void {
    this.current = state;
    for (const listener of this.listeners) listener(state);
  }
}
