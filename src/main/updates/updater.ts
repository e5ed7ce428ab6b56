import { UPDATE_CHECK_INTERVAL_MS, type RestartOutcome, type RestartRequest } from '@shared/desktop/updates';
import type { UpdateMachine } from './update-machine';

/** The part of electron-updater's AppUpdater this module drives (a fake in tests). */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  forceDevUpdateConfig: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
}

export interface UpdaterDeps {
  updater: UpdaterLike;
  machine: UpdateMachine;
  /** The admin's or the build's feed; null: the app-update.yml electron-builder wrote into the installer. */
  feedUrl: string | null;
  isPackaged: boolean;
  timers?: { setInterval: typeof setInterval; clearInterval: typeof clearInterval };
  log?: (line: string) => void;
}

type ReleaseNotesField = string | Array<{ version: string; note: string | null }> | null | undefined;

/** electron-updater gives a string, or one note per version when several are skipped. */
export function releaseNotesText(notes: ReleaseNotesField): string | null {
  if (!notes) return null;
  if (typeof notes === 'string') return notes;
  return (
    notes
      .map((n) => n.note ?? '')
      .filter(Boolean)
      .join('\n\n') || null
  );
}

/**
 * Auto-update against a generic feed: a check at start and every 4 hours, the download in the
 * background, and the install only when the person clicks 'Restart to update' (or quits the
 * app: autoInstallOnAppQuit). Code signatures of Windows and macOS updates are verified by
 * electron-updater (publisher of the installed app / Squirrel.Mac); a failure is refused and
 * reported through the machine, never installed.
 */
export function startUpdater({
  updater,
  machine,
  feedUrl,
  isPackaged,
  timers = globalThis,
  log = console.warn,
}: UpdaterDeps) {
  updater.autoDownload = false; // the machine decides (a refused version is not fetched again)
  updater.autoInstallOnAppQuit = true;
  // An unpackaged run updates only against a feed named for it (launch tests).
  if (!isPackaged) updater.forceDevUpdateConfig = true;
  if (feedUrl) updater.setFeedURL({ provider: 'generic', url: feedUrl });

  updater.on('checking-for-update', () => machine.checking());
  updater.on('update-not-available', () => machine.notAvailable());
  updater.on('update-available', (info: { version: string }) => {
    if (machine.available(info.version)) {
      updater.downloadUpdate().catch((error: unknown) => machine.error(error));
    }
  });
  updater.on('download-progress', (progress: { percent: number }) => machine.progress(progress.percent));
  updater.on('update-downloaded', (info: { version: string; releaseNotes?: ReleaseNotesField }) =>
    machine.downloaded(info.version, releaseNotesText(info.releaseNotes)),
  );
  updater.on('error', (error: Error) => {
    log(`Update failed: ${error?.message ?? error}`);
    machine.error(error);
  });

  async function check(): Promise<void> {
    if (!machine.canCheck()) return;
    try {
      await updater.checkForUpdates();
    } catch (error) {
      machine.error(error);
    }
  }

  void check();
  const timer = timers.setInterval(() => void check(), UPDATE_CHECK_INTERVAL_MS);

  return {
    check,
    restart(request: RestartRequest): RestartOutcome {
      const outcome = machine.requestRestart(request);
      // After the answer reaches the page; isSilent=false shows the installer's progress on Windows.
      if (outcome === 'restarting') setTimeout(() => updater.quitAndInstall(false, true), 100);
      return outcome;
    },
    stop(): void {
      timers.clearInterval(timer);
    },
  };
}

export type Updater = ReturnType<typeof startUpdater>;
