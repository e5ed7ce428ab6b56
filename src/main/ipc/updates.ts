import { IPC } from '@shared/desktop/ipc-channels';
import {
  type ReleaseNotes,
  type RestartOutcome,
  restartRequestSchema,
  type UpdateState,
} from '@shared/desktop/updates';
import { trustedHandlers } from './trusted';
import { parseArg } from './validate';

/** What the page may ask of the updater: its state, the restart the person chose, the new version's notes. */
export interface UpdatesControl {
  state(): UpdateState;
  restart(request: { unsavedInput: boolean }): RestartOutcome;
  takeReleaseNotes(): ReleaseNotes | null;
}

export function updateHandlers(updates: UpdatesControl, devUrl: string | null) {
  const trusted = trustedHandlers(devUrl);
  return {
    handleUpdateGetState: trusted((): UpdateState => updates.state()),
    handleUpdateRestart: trusted(
      (request: unknown): RestartOutcome =>
        updates.restart(parseArg(restartRequestSchema, request, IPC.updateRestart)),
    ),
    handleUpdateTakeNotes: trusted((): ReleaseNotes | null => updates.takeReleaseNotes()),
  };
}
