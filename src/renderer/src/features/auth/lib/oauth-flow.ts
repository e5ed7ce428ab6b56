import { OAUTH_MESSAGE_TYPE, type OAuthProviderName, oauthMessageSchema } from '@shared/api/auth';

/**
 * The browser side of social sign-in (issue 14). Each flow has a secret only this app holds: the
 * server gets its SHA-256 at the start and wants the secret itself with the ticket, so a ticket
 * that reaches anyone else (a forged deep link, a stray postMessage) signs nobody in.
 */

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export async function newFlowSecret(): Promise<{ secret: string; binding: string }> {
  const secret = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return { secret, binding: base64url(new Uint8Array(digest)) };
}

/** As long as the server keeps the flow's state. */
const PENDING_TTL_MS = 10 * 60_000;
const PENDING_KEY = 'conexao_oauth_pending';

export interface PendingFlow {
  provider: OAuthProviderName;
  secret: string;
}

/**
 * A flow whose page left the app (popups blocked: the whole page goes to the provider and comes
 * back to /signin#oauth_ticket=…). localStorage, not sessionStorage: a popup whose opener link the
 * provider's page cut (Cross-Origin-Opener-Policy) comes back in its own tab and finishes there.
 */
export function savePendingFlow(flow: PendingFlow): void {
  window.localStorage.setItem(PENDING_KEY, JSON.stringify({ ...flow, at: Date.now() }));
}

export function takePendingFlow(): PendingFlow | null {
  const raw = window.localStorage.getItem(PENDING_KEY);
  window.localStorage.removeItem(PENDING_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as PendingFlow & { at: number };
    if (Date.now() - value.at > PENDING_TTL_MS) return null;
    if (value.provider !== 'google' && value.provider !== 'facebook') return null;
    return typeof value.secret === 'string' ? { provider: value.provider, secret: value.secret } : null;
  } catch {
    return null;
  }
}

/** `#oauth_ticket=…` of the URL the callback page returned to, or null. */
export function ticketInFragment(hash: string): string | null {
  const ticket = new URLSearchParams(hash.replace(/^#/, '')).get('oauth_ticket');
  return ticket && /^[\w-]{43}$/.test(ticket) ? ticket : null;
}

export type PopupResult =
  | { status: 'ticket'; ticket: string }
  | { status: 'closed' | 'timeout' | 'cancelled' };

/**
 * Waits for the callback page in `popup` to post the ticket. Only a message from the popup itself
 * and from the API's origin (where the callback page is served) counts; the page posts only to
 * ours. Ends when the popup is closed, on `signal`, or after `timeoutMs`.
 */
export function waitForPopup(
  popup: Window,
  apiOrigin: string,
  options: { timeoutMs: number; signal: AbortSignal },
): Promise<PopupResult> {
  return new Promise((resolve) => {
    const done = (result: PopupResult) => {
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
      clearTimeout(timer);
      options.signal.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== apiOrigin || event.source !== popup) return;
      const parsed = oauthMessageSchema.safeParse(event.data);
      if (parsed.success && parsed.data.type === OAUTH_MESSAGE_TYPE)
        done({ status: 'ticket', ticket: parsed.data.ticket });
    };
    const onAbort = () => done({ status: 'cancelled' });
    window.addEventListener('message', onMessage);
    options.signal.addEventListener('abort', onAbort);
    // The page posts, then closes itself: give a message already on its way time to arrive.
    let closedAt = 0;
    const watch = setInterval(() => {
      if (!popup.closed) return;
      if (closedAt === 0) closedAt = Date.now();
      else if (Date.now() - closedAt >= 1000) done({ status: 'closed' });
    }, 500);
    const timer = setTimeout(() => done({ status: 'timeout' }), options.timeoutMs);
  });
}
