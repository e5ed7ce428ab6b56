import { useSessionStore } from '@renderer/lib/session-store';

/**
 * A password change or a confirmed email change ends every earlier token, this one too: the
 * fresh ones in the answer replace it (a token-only patch stays where the old token was kept).
 */
export async function keepFreshSession(tokens: { accessToken?: string; refreshToken?: string } | undefined) {
  const token = tokens?.accessToken;
  if (token) await useSessionStore.getState().save({ token, refreshToken: tokens?.refreshToken ?? null });
}
