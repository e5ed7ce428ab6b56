import { shell } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC } from '@shared/desktop/ipc-channels';
import { socialSignInHandlers } from '../ipc/social-sign-in';
import type { SenderEvent } from '../ipc/validate';
import { parseDeepLink } from './deep-links';
import { SocialSignIn, parseCompletionLink } from './social-sign-in';

vi.mock('electron', () => ({ shell: { openExternal: vi.fn(async () => undefined) } }));

const fromApp = { senderFrame: { url: 'app://conexao/signin' } } as unknown as SenderEvent;
const fromElsewhere = { senderFrame: { url: 'https://evil.test/' } } as unknown as SenderEvent;
const TICKET = 'T'.repeat(43);
const pkceUrl = (state = 'st4te') =>
  `https://accounts.google.com/o/oauth2/v2/auth?client_id=c&redirect_uri=${encodeURIComponent(
    'https://api.conexao.ao/auth/oauth/google/callback',
  )}&response_type=code&scope=openid+email+profile&state=${state}&nonce=n&code_challenge=${'c'.repeat(43)}&code_challenge_method=S256`;

describe('social sign-in in the system browser (main process)', () => {
  let service: SocialSignIn;
  let handlers: ReturnType<typeof socialSignInHandlers>;
  const log = vi.fn();

  beforeEach(() => {
    vi.mocked(shell.openExternal).mockReset().mockResolvedValue(undefined);
    // As app-shell.ts wires it: electron's shell opens the person's default browser.
    service = new SocialSignIn({ openExternal: (url) => shell.openExternal(url), log });
    handlers = socialSignInHandlers(service, null);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the PKCE authorization URL in the system browser and returns the ticket of the deep link', async () => {
    const result = handlers.handleOpen(fromApp, pkceUrl());
    await vi.waitFor(() => expect(shell.openExternal).toHaveBeenCalledWith(pkceUrl()));
    expect(service.waiting).toBe(true);
    expect(service.handleLink(`conexao://auth/complete?ticket=${TICKET}`)).toBe(true);
    await expect(result).resolves.toEqual({ status: 'ticket', ticket: TICKET });
    expect(service.waiting).toBe(false);
  });

  it('opens nothing but an OAuth authorization request with PKCE S256, and only for the app page', async () => {
    const bad = [
      'https://accounts.google.com/o/oauth2/v2/auth?response_type=code&state=s', // no PKCE
      pkceUrl().replace('S256', 'plain'),
      pkceUrl().replace('https://', 'file://'),
      `javascript:alert(1)//?response_type=code&state=s&code_challenge=c&code_challenge_method=S256`,
      pkceUrl().replace('https://', 'https://user:pw@'),
      42,
    ];
    for (const url of bad) {
      await expect(Promise.resolve().then(() => handlers.handleOpen(fromApp, url))).rejects.toThrow(
        IPC.socialSignInOpen,
      );
    }
    await expect(Promise.resolve().then(() => handlers.handleOpen(fromElsewhere, pkceUrl()))).rejects.toThrow(
      /not the Conexão app/,
    );
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('ends the wait on Cancel', async () => {
    const result = service.open(pkceUrl());
    handlers.handleCancel(fromApp);
    await expect(result).resolves.toEqual({ status: 'cancelled' });
    // A ticket that comes after Cancel is dropped, not forwarded as a route.
    expect(service.handleLink(`conexao://auth/complete?ticket=${TICKET}`)).toBe(true);
  });

  it('gives up after 5 minutes', async () => {
    vi.useFakeTimers();
    const result = service.open(pkceUrl());
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(service.waiting).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ status: 'timeout' });
    expect(service.waiting).toBe(false);
  });

  it('a second click replaces the first wait; the ticket goes to the newer one', async () => {
    const first = service.open(pkceUrl('one'));
    const second = service.open(pkceUrl('two'));
    await expect(first).resolves.toEqual({ status: 'cancelled' });
    service.handleLink(`conexao://auth/complete?ticket=${TICKET}`);
    await expect(second).resolves.toEqual({ status: 'ticket', ticket: TICKET });
    expect(shell.openExternal).toHaveBeenCalledTimes(2);
  });

  it('keeps waiting through a malformed completion link, and leaves other links to the router', async () => {
    const result = service.open(pkceUrl());
    expect(service.handleLink('conexao://auth/complete?ticket=short')).toBe(true);
    expect(service.waiting).toBe(true);
    expect(service.handleLink('conexao://reset-password/abc')).toBe(false);
    service.cancel();
    await expect(result).resolves.toEqual({ status: 'cancelled' });
  });

  it('ends the wait when the browser cannot be opened', async () => {
    vi.mocked(shell.openExternal).mockRejectedValueOnce(new Error('no browser'));
    await expect(service.open(pkceUrl())).resolves.toEqual({ status: 'cancelled' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('no browser'));
  });

  it('reads the ticket of a completion link and nothing else', () => {
    expect(parseCompletionLink(`conexao://auth/complete?ticket=${TICKET}`)).toBe(TICKET);
    expect(parseCompletionLink(`CONEXAO://auth/complete?ticket=${TICKET}/`)).toBe(TICKET);
    expect(parseCompletionLink(`conexao://auth/other?ticket=${TICKET}`)).toBeNull();
    expect(parseCompletionLink(`conexao://auth/complete?ticket=${TICKET}x`)).toBeNull();
    // The general deep-link router would never have taken it as a route (a query).
    expect(parseDeepLink(`conexao://auth/complete?ticket=${TICKET}`)).toBeNull();
  });
});
