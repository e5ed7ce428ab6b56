import { IPC } from '@shared/desktop/ipc-channels';
import {
  type ReleaseNotes,
  type RestartOutcome,
  restartRequestSchema,
  type UpdateState,
} from '@shared/desktop/updates';
import { assertTrustedSender } from '../security/ipc-sender';
import { parseArg, type SenderEvent } from './validate';

/** What the page may ask of the updater: its state, the restart the person chose, the new version's notes. */
export interface UpdatesControl {
  state(): UpdateState;
  restart(request: { unsavedInput: boolean }): RestartOutcome;
  takeReleaseNotes(): ReleaseNotes | null;
}

export function updateHandlers(updates: UpdatesControl, devUrl: string | null) {
  return {
    handleUpdateGetState(event: SenderEvent): UpdateState {
      assertTrustedSender(event, devUrl);
      return updates.state();
    },
    handleUpdateRestart(event: SenderEvent, request: unknown): RestartOutcome {
      assertTrustedSender(event, devUrl);
      return updates.restart(parseArg(restartRequestSchema, request, IPC.updateRestart));
    },
    handleUpdateTakeNotes(event: SenderEvent): ReleaseNotes | null {
      assertTrustedSender(event, devUrl);
      return updates.takeReleaseNotes();
    },
  };
}
