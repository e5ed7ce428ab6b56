import {
  type SessionRefreshResult,
  type SessionValues,
  sessionPatchSchema,
  sessionSaveOptionsSchema,
  staleTokenSchema,
} from '@shared/desktop/bridge';
import { IPC } from '@shared/desktop/ipc-channels';
import { assertTrustedSender } from '../security/ipc-sender';
import type { SessionRefresher } from '../services/session-refresh';
import type { SessionStore } from '../services/session-store';
import { parseArg, type SenderEvent } from './validate';

export function sessionHandlers(sessions: SessionStore, refresh: SessionRefresher, devUrl: string | null) {
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
    /** Only the new access token crosses to the renderer; the refresh token stays here. */
    handleSessionRefresh(event: SenderEvent, staleToken: unknown): Promise<SessionRefreshResult> {
      assertTrustedSender(event, devUrl);
      return refresh(parseArg(staleTokenSchema, staleToken, IPC.sessionRefresh));
    },
  };
}
