import { fakeApi } from '@renderer/test/fake-api';
import { useUnreadStore } from '@renderer/lib/unread-store';
import type { DesktopBridge } from '@shared/desktop/bridge';
import type { ChatMessage } from '@shared/realtime/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChatStore } from '../store/chat-store';
import { handleIncoming } from './use-chat-realtime';

const ME = '0b6f2d4e-1111-4c3b-9a55-000000000001';
const ANA = '0b6f2d4e-2222-4c3b-9a55-000000000002';

const fromAna = (text: string): ChatMessage => ({
  id: `id-${text}`,
  clientId: `c-${text}`,
  senderId: ANA,
  receiverId: ME,
  message: text,
  timestamp: new Date().toISOString(),
  readAt: null,
});

function fakeBridge() {
  const show = vi.fn(async () => {});
  window.conexao = {
    notifications: { show, setBadge: vi.fn(async () => {}), onClick: () => () => {} },
  } as unknown as DesktopBridge;
  return show;
}

describe('incoming chat messages', () => {
  beforeEach(() => {
    useChatStore.getState().reset();
    useUnreadStore.getState().reset();
    useChatStore.getState().setConversations([
      {
        userId: ANA,
        first_name: 'Ana',
        last_name: 'Silva',
        profile_img: null,
        lastMessage: { id: 'old', senderId: ME, message: 'hello', timestamp: '2026-01-01T00:00:00.000Z' },
        unreadCount: 0,
        application: null,
      },
    ]);
  });
  afterEach(() => {
    window.conexao = undefined;
  });

  it('notifies (sender name, plain preview, route to the conversation) and counts unread when another screen is open', async () => {
    const show = fakeBridge();
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    useChatStore.getState().setActive(null);
    await handleIncoming(fromAna('Olá!\n  Tem   um minuto?'), ME);
    expect(show).toHaveBeenCalledWith({
      title: 'Ana Silva',
      body: 'Olá! Tem um minuto?',
      route: `/chat/${ANA}`,
    });
    expect(useUnreadStore.getState().total).toBe(1);
    expect(useChatStore.getState().conversations[0]).toMatchObject({
      unreadCount: 1,
      lastMessage: { message: 'Olá!\n  Tem   um minuto?' },
    });
  });

  it('notifies when the window is in the background even on that conversation', async () => {
    const show = fakeBridge();
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    useChatStore.getState().setActive(ANA);
    await handleIncoming(fromAna('psst'), ME);
    expect(show).toHaveBeenCalledTimes(1);
    expect(useUnreadStore.getState().total).toBe(1);
  });

  it('stays quiet and marks read when the person is looking at that conversation', async () => {
    const show = fakeBridge();
    const api = fakeApi({
      [`POST /messages/${ANA}/read`]: { status: 200, data: { message: 'ok', data: { read: 1 } } },
    });
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    useChatStore.getState().setActive(ANA);
    await handleIncoming(fromAna('here'), ME);
    expect(show).not.toHaveBeenCalled();
    expect(useUnreadStore.getState().total).toBe(0);
    await vi.waitFor(() =>
      expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST /messages/${ANA}/read`]),
    );
    expect(useChatStore.getState().threads[ANA]?.messages.map((m) => m.message)).toEqual(['here']);
  });

  it('never notifies about my own messages (another device of mine)', async () => {
    const show = fakeBridge();
    await handleIncoming({ ...fromAna('mine'), senderId: ME, receiverId: ANA }, ME);
    expect(show).not.toHaveBeenCalled();
    expect(useUnreadStore.getState().total).toBe(0);
  });
});
