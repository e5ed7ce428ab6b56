import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  newFlowSecret,
  savePendingFlow,
  takePendingFlow,
  ticketInFragment,
  waitForPopup,
} from './oauth-flow';

const API = 'http://api.test:4000';
const TICKET = 'Q'.repeat(43);

function post(data: unknown, origin: string, source: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

describe('social sign-in in the browser', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it('binds each flow to a fresh secret by its SHA-256, as the server checks it', async () => {
    const a = await newFlowSecret();
    const b = await newFlowSecret();
    expect(a.secret).toMatch(/^[\w-]{43}$/);
    expect(a.secret).not.toBe(b.secret);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(a.secret)));
    expect(a.binding).toBe(
      btoa(String.fromCharCode(...digest))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, ''),
    );
  });

  it("takes the ticket only from the popup and from the API's origin", async () => {
    const popup = { closed: false } as unknown as Window;
    const controller = new AbortController();
    const result = waitForPopup(popup, API, { timeoutMs: 60_000, signal: controller.signal });
    post({ type: 'conexao:oauth', ticket: 'E'.repeat(43) }, 'https://evil.test', popup);
    post({ type: 'conexao:oauth', ticket: 'E'.repeat(43) }, API, window);
    post({ type: 'other', ticket: 'E'.repeat(43) }, API, popup);
    post({ type: 'conexao:oauth', ticket: TICKET }, API, popup);
    await expect(result).resolves.toEqual({ status: 'ticket', ticket: TICKET });
  });

  it('ends on cancel and after the timeout', async () => {
    const popup = { closed: false } as unknown as Window;
    const controller = new AbortController();
    const cancelled = waitForPopup(popup, API, { timeoutMs: 60_000, signal: controller.signal });
    controller.abort();
    await expect(cancelled).resolves.toEqual({ status: 'cancelled' });
    vi.useFakeTimers();
    const late = waitForPopup(popup, API, { timeoutMs: 5 * 60_000, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    await expect(late).resolves.toEqual({ status: 'timeout' });
  });

  it('finishes a full-page return once, with the kept secret', () => {
    expect(ticketInFragment(`#oauth_ticket=${TICKET}`)).toBe(TICKET);
    expect(ticketInFragment('#oauth_ticket=short')).toBeNull();
    savePendingFlow({ provider: 'google', secret: 's'.repeat(43) });
    expect(takePendingFlow()).toEqual({ provider: 'google', secret: 's'.repeat(43) });
    expect(takePendingFlow()).toBeNull();
  });
});
