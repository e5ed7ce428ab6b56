import { INVITATION_PATH } from '@shared/team/invitation-path';

/**
 * An invitation link opened before signing in (issue 18): its token is kept for this window
 * (sessionStorage: it dies with the window, never outlives a shared computer's session) while the
 * person signs in, or signs up and verifies their email, and the sign-in then brings them back
 * to /invitation/{token} instead of home. Kept here because auth and profile both read it.
 */
const KEY = 'conexao_pending_invitation';
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberInvitation(token: string): void {
  if (TOKEN.test(token)) storage()?.setItem(KEY, token);
}

export function forgetInvitation(): void {
  storage()?.removeItem(KEY);
}

/** Where to go after signing in while an invitation waits, or null. */
export function pendingInvitationPath(): string | null {
  const token = storage()?.getItem(KEY);
  return token && TOKEN.test(token) ? `${INVITATION_PATH}/${token}` : null;
}
