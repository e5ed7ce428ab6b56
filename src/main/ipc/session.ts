import { sessionPatchSchema, sessionSaveOptionsSchema, type SessionValues } from '@shared/desktop/bridge';
import { IPC } from '@shared/desktop/ipc-channels';
import { assertTrustedSender } from '../security/ipc-sender';
import type { SessionStore } from '../services/session-store';
import { parseArg, type SenderEvent } from './validate';

export function sessionHandlers(sessions: SessionStore, devUrl: string | null) {
  return {
    handleSessionGet(event: SenderEvent): SessionValues {
      assertTrustedSender(event, devUrl);
      return sessions.get();
    },
    handleSessionSave(event: SenderEvent, patch: unknown, options: unknown): void {
      assertTrustedSender(event, devUrl);
      const validPatch = parseArg(sessionPatchSchema, patch, IPC.sessionSave);
      const validOptions = parseArg(sessionSaveOptionsSchema, options, IPC.sessionSave);
      sessions.save(validPatch, validOptions);
    },
    handleSessionClear(event: SenderEvent): void {
      assertTrustedSender(event, devUrl);
      sessions.clear();
    },
  };
}
