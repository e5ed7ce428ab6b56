import type { DesktopBridge } from '@shared/desktop/bridge';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sockets } from '../features/chat/test/fake-io';
import { apiClient } from '../lib/api-client';
import { useSessionStore } from '../lib/session-store';
import { fakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { followDesktopLinks } from './desktop-links';

// The signed-in shell opens the chat on a fake socket, as it would on a real one.
vi.mock('socket.io-client', () => import('../features/chat/test/fake-io'));

const ANA = '0b6f2d4e-2222-4c3b-9a55-000000000002';

/** A desktop whose notification clicks and deep links the test fires by hand. */
function fakeDesktop() {
  const clicks = new Set<(route: string) => void>();
  const links = new Set<(route: string) => void>();
  const subscribe = (set: Set<(route: string) => void>) => (listener: (route: string) => void) => {
    set.add(listener);
    return () => set.delete(listener);
  };
  const bridge = {
    session: { get: async () => ({}), save: async () => {}, clear: async () => {} },
    prefs: { get: async () => ({ language: null }), set: async () => {} },
    notifications: { show: async () => {}, setBadge: async () => {}, onClick: subscribe(clicks) },
    onDeepLink: subscribe(links),
  } as unknown as DesktopBridge;
  window.conexao = bridge;
  const click = (route: string) => {
    for (const listener of clicks) listener(route);
  };
  return { bridge, click, clicks, links };
}

describe('desktop links', () => {
  beforeEach(() => {
    sockets.length = 0;
    apiClient.defaults.baseURL = 'http://app.test';
    useSessionStore.setState({ token: 'tok', userId: '0b6f2d4e-1111-4c3b-9a55-000000000001' });
    fakeApi({
      'GET /user/details': { status: 200, data: { message: 'ok', data: { id: 'u1', first_name: 'Rita' } } },
      'GET /messages/conversations': { status: 200, data: { message: 'ok', data: { conversations: [] } } },
    });
  });
  afterEach(() => {
    apiClient.defaults.baseURL = undefined;
    window.conexao = undefined;
  });

  it('one notification click is one navigation, with the chat running', async () => {
    const desktop = fakeDesktop();
    // The app follows the desktop's links itself (app.tsx), once however often it renders.
    const { router } = renderApp('/');
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    expect(desktop.clicks.size).toBe(1);
    expect(desktop.links.size).toBe(1);

    const before = router.visited.length;
    desktop.click(`/chat/${ANA}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${ANA}`));
    expect(router.visited.slice(before)).toHaveLength(1);
  });

  it('follows only in-app paths, from deep links too', async () => {
    const desktop = fakeDesktop();
    const navigate = vi.fn();
    const stop = followDesktopLinks(desktop.bridge, navigate);
    desktop.click('//evil.example/chat');
    desktop.click('https://evil.example');
    for (const link of desktop.links) link('/reset-password/abc');
    expect(navigate.mock.calls).toEqual([['/reset-password/abc']]);
    stop();
    expect(desktop.clicks.size + desktop.links.size).toBe(0);
  });
});
