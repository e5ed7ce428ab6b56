import type { ReleaseNotes, RestartOutcome, UpdateState } from '@shared/desktop/updates';
import type { UpdatesControl } from '../ipc/updates';
import type { KeyValueStore } from '../services/key-value-store';
import { ReleaseNotesStore } from './release-notes-store';
import { UpdateMachine } from './update-machine';
import { type Updater, startUpdater, type UpdaterLike } from './updater';

export interface UpdatesDeps {
  enabled: boolean;
  feedUrl: string | null;
  isPackaged: boolean;
  runningVersion: string;
  notesStore: KeyValueStore;
  /** Sends a new state to the page (when a window is there to hear it). */
  send(state: UpdateState): void;
  /** electron-updater's autoUpdater, loaded only when updates run. */
  loadUpdater(): Promise<UpdaterLike>;
  log?: (line: string) => void;
}

/** The updater as the rest of the app sees it: state for the page, a check for the menu. */
export function createUpdates(deps: UpdatesDeps) {
  const machine = new UpdateMachine(deps.enabled);
  const notes = new ReleaseNotesStore(deps.notesStore);
  const log = deps.log ?? console.warn;
  let updater: Updater | null = null;

  machine.subscribe((state) => {
    if (state.status === 'ready') notes.remember(state.version, machine.notes);
    deps.send(state);
  });

  const started = deps.enabled
    ? deps
        .loadUpdater()
        .then((autoUpdater) => {
          updater = startUpdater({
            updater: autoUpdater,
            machine,
            feedUrl: deps.feedUrl,
            isPackaged: deps.isPackaged,
            log,
          });
        })
        .catch((error: unknown) => {
          log(`The updater could not start: ${(error as Error).message}`);
          machine.error(error);
        })
    : Promise.resolve();

  const control: UpdatesControl = {
    state: () => machine.state,
    restart: (request): RestartOutcome => updater?.restart(request) ?? 'not-ready',
    takeReleaseNotes: (): ReleaseNotes | null => notes.take(deps.runningVersion),
  };

  return {
    control,
    machine,
    /** Help → Check for Updates: runs a check now and resolves with the state it led to. */
    async checkNow(): Promise<UpdateState> {
      await started;
      if (updater) await updater.check();
      return machine.state;
    },
    stop(): void {
      updater?.stop();
    },
  };
}

export type Updates = ReturnType<typeof createUpdates>;
