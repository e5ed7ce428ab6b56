import {
  type SessionRefreshResult,
  type SessionValues,
  sessionPatchSchema,
  sessionSaveOptionsSchema,
  staleTokenSchema,
} from '@shared/desktop/bridge';
import { IPC } from '@shared/desktop/ipc-channels';
import type { SessionRefresher } from '../services/session-refresh';
import type { SessionStore } from '../services/session-store';
import { trustedHandlers } from './trusted';
import { parseArg } from './validate';

export function sessionHandlers(sessions: SessionStore, refresh: SessionRefresher, devUrl: string | null) {
  const trusted = trustedHandlers(devUrl);
  return {
    handleSessionGet: trusted((): SessionValues => sessions.get()),
    handleSessionSave: trusted((patch: unknown, options: unknown): void => {
      const validPatch = parseArg(sessionPatchSchema, patch, IPC.sessionSave);
      const validOptions = parseArg(sessionSaveOptionsSchema, options, IPC.sessionSave);
      sessions.save(validPatch, validOptions);
    }),
    handleSessionClear: trusted((): void => sessions.clear()),
    /** Only the new access token crosses to the renderer; the refresh token stays here. */
    handleSessionRefresh: trusted(
      (staleToken: unknown): Promise<SessionRefreshResult> =>
        refresh(parseArg(staleTokenSchema, staleToken, IPC.sessionRefresh)),
    ),
  };
}
