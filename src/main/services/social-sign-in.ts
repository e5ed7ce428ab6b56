import { SOCIAL_SIGN_IN_TIMEOUT_MS, type SocialBrowserResult } from '@shared/desktop/bridge';
import { DEEP_LINK_SCHEME } from './deep-links';

/**
 * The browser leg of 'Sign in with Google/Facebook' on the desktop (issue 14). Google refuses
 * embedded browser windows and RFC 8252 says native apps use the system browser: the provider's
 * page opens there, and the server's callback page returns the one-time ticket through
 * `conexao://auth/complete?ticket=…` (registered by the installer, see deep-links.ts). One flow
 * at a time: a second click replaces the first, Cancel ends it, and after 5 minutes it gives up.
 * A ticket alone is worth nothing (the server also wants the secret of the app that started the
 * flow), and one that arrives while no flow waits is dropped.
 */

const COMPLETE_PREFIX = `${DEEP_LINK_SCHEME}://auth/complete?`;
const TICKET = /^[\w-]{43}$/;

/** The ticket of a conexao://auth/complete link, or null when the link is anything else. */
export function parseCompletionLink(link: string): string | null {
  if (typeof link !== 'string' || link.length > 512) return null;
  if (link.slice(0, COMPLETE_PREFIX.length).toLowerCase() !== COMPLETE_PREFIX) return null;
  const params = new URLSearchParams(link.slice(COMPLETE_PREFIX.length).replace(/\/+$/, ''));
  const ticket = params.get('ticket');
  return ticket && TICKET.test(ticket) ? ticket : null;
}

export const isCompletionLink = (link: string) =>
  typeof link === 'string' && link.slice(0, COMPLETE_PREFIX.length).toLowerCase() === COMPLETE_PREFIX;

export interface SocialSignInDeps {
  /** electron's shell.openExternal: the person's default browser. */
  openExternal: (url: string) => Promise<void>;
  /** Brings the app's window forward when the browser hands back. */
  reveal?: () => void;
  timeoutMs?: number;
  log?: (line: string) => void;
}

export class SocialSignIn {
  private pending: { settle: (result: SocialBrowserResult) => void } | null = null;

  constructor(private readonly deps: SocialSignInDeps) {}

  /** Opens the provider's page; resolves with the ticket, or how the wait ended. */
  async open(authorizationUrl: string): Promise<SocialBrowserResult> {
    // A second click: the earlier wait ends, this one takes over.
    this.settle({ status: 'cancelled' });
    const result = new Promise<SocialBrowserResult>((resolve) => {
      const timer = setTimeout(
        () => this.settle({ status: 'timeout' }),
        this.deps.timeoutMs ?? SOCIAL_SIGN_IN_TIMEOUT_MS,
      );
      const pending = {
        settle: (value: SocialBrowserResult) => {
          clearTimeout(timer);
          if (this.pending === pending) this.pending = null;
          resolve(value);
        },
      };
      this.pending = pending;
    });
    try {
      await this.deps.openExternal(authorizationUrl);
    } catch (error) {
      (this.deps.log ?? console.warn)(`Could not open the browser: ${(error as Error).message}`);
      this.settle({ status: 'cancelled' });
    }
    return result;
  }

  cancel(): void {
    this.settle({ status: 'cancelled' });
  }

  get waiting(): boolean {
    return this.pending !== null;
  }

  /**
   * A conexao:// link from the OS. True when it was a sign-in completion (consumed here, never
   * forwarded to the renderer as a route); false for any other link.
   */
  handleLink(link: string): boolean {
    if (!isCompletionLink(link)) return false;
    const ticket = parseCompletionLink(link);
    if (!ticket || !this.pending) {
      (this.deps.log ?? console.warn)(
        'Ignored a sign-in link: no sign-in is waiting, or the link is malformed',
      );
      return true;
    }
    this.settle({ status: 'ticket', ticket });
    this.deps.reveal?.();
    return true;
  }

  private settle(result: SocialBrowserResult): void {
    this.pending?.settle(result);
  }
}
