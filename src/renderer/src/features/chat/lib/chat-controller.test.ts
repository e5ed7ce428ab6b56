import { paymentKeys } from '@renderer/lib/api/keys';
import { queryClient } from '@renderer/lib/query-client';
import { fakeApi } from '@renderer/test/fake-api';
import { awaitingOrder, paidOrder } from '@renderer/test/payment-orders';
import type { OrderResponse } from '@shared/api/payments';
import type { DesktopBridge } from '@shared/desktop/bridge';
import type { ChatMessage } from '@shared/realtime/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectUnreadTotal, useChatStore } from '../store/chat-store';
import { createFakeSocket } from '../test/fake-socket';
import { ChatConnection } from './chat-connection';
import { ChatController } from './chat-controller';

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

const controller = () => new ChatController(ME, new ChatConnection(createFakeSocket().socket));
const unreadTotal = () => selectUnreadTotal(useChatStore.getState());

describe('incoming chat messages', () => {
  beforeEach(() => {
    useChatStore.getState().reset();
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
    await controller().handleIncoming(fromAna('Olá!\n  Tem   um minuto?'));
    expect(show).toHaveBeenCalledWith({
      title: 'Ana Silva',
      body: 'Olá! Tem um minuto?',
      route: `/chat/${ANA}`,
    });
    expect(unreadTotal()).toBe(1);
    expect(useChatStore.getState().conversations[0]).toMatchObject({
      unreadCount: 1,
      lastMessage: { message: 'Olá!\n  Tem   um minuto?' },
    });
  });

  it('notifies when the window is in the background even on that conversation', async () => {
    const show = fakeBridge();
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    useChatStore.getState().setActive(ANA);
    await controller().handleIncoming(fromAna('psst'));
    expect(show).toHaveBeenCalledTimes(1);
    expect(unreadTotal()).toBe(1);
  });

  it('stays quiet and marks read when the person is looking at that conversation', async () => {
    const show = fakeBridge();
    const api = fakeApi({
      [`POST /messages/${ANA}/read`]: { status: 200, data: { message: 'ok', data: { read: 1 } } },
    });
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    useChatStore.getState().setActive(ANA);
    await controller().handleIncoming(fromAna('here'));
    expect(show).not.toHaveBeenCalled();
    expect(unreadTotal()).toBe(0);
    await vi.waitFor(() =>
      expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST /messages/${ANA}/read`]),
    );
    expect(useChatStore.getState().threads[ANA]?.messages.map((m) => m.message)).toEqual(['here']);
  });

  it('never notifies about my own messages (another device of mine)', async () => {
    const show = fakeBridge();
    await controller().handleIncoming({ ...fromAna('mine'), senderId: ME, receiverId: ANA });
    expect(show).not.toHaveBeenCalled();
    expect(unreadTotal()).toBe(0);
  });
});

describe('unread totals come from the conversations', () => {
  const BIA = '0b6f2d4e-3333-4c3b-9a55-000000000003';
  const conversation = (userId: string, unreadCount: number) => ({
    userId,
    first_name: null,
    last_name: null,
    profile_img: null,
    lastMessage: {
      id: `m-${userId}`,
      senderId: userId,
      message: 'hi',
      timestamp: '2026-01-01T00:00:00.000Z',
    },
    unreadCount,
    application: null,
  });

  beforeEach(() => useChatStore.getState().reset());
  afterEach(() => {
    window.conexao = undefined;
  });

  it('the total is the sum of the list, and reading one conversation takes its count off', async () => {
    fakeApi({
      'GET /messages/conversations': {
        status: 200,
        data: { message: 'ok', data: { conversations: [conversation(ANA, 2), conversation(BIA, 3)] } },
      },
      [`POST /messages/${ANA}/read`]: { status: 200, data: { message: 'ok', data: { read: 2 } } },
    });
    const chat = controller();
    await chat.refreshConversations();
    expect(unreadTotal()).toBe(5);
    chat.readConversation(ANA);
    expect(unreadTotal()).toBe(3);
  });

  it('the conversation open in a focused window counts nothing, even when the server still counts it', async () => {
    fakeApi({
      'GET /messages/conversations': {
        status: 200,
        data: { message: 'ok', data: { conversations: [conversation(ANA, 2), conversation(BIA, 1)] } },
      },
    });
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    useChatStore.getState().setActive(ANA);
    await controller().refreshConversations();
    expect(useChatStore.getState().conversations.map((c) => c.unreadCount)).toEqual([0, 1]);
    expect(unreadTotal()).toBe(1);
  });

  it('the desktop badge follows the total while the chat runs, and is cleared when it stops', async () => {
    const setBadge = vi.fn(async (_count: number) => {});
    window.conexao = { notifications: { setBadge, show: vi.fn(async () => {}) } } as unknown as DesktopBridge;
    fakeApi({
      'GET /messages/conversations': {
        status: 200,
        data: { message: 'ok', data: { conversations: [conversation(ANA, 2)] } },
      },
    });
    const chat = controller();
    chat.start();
    await vi.waitFor(() => expect(setBadge).toHaveBeenLastCalledWith(2));
    await chat.handleIncoming({ ...fromAna('again'), timestamp: '2026-02-01T00:00:00.000Z' });
    expect(setBadge).toHaveBeenLastCalledWith(3);
    chat.stop('discard');
    expect(setBadge).toHaveBeenLastCalledWith(0);
    expect(setBadge.mock.calls.map(([n]) => n)).toEqual([0, 2, 3, 0]);
  });
});

describe('payment changes ride the same socket', () => {
  afterEach(() => {
    window.conexao = undefined;
  });

  it('a paymentUpdated goes into the query cache while the chat runs, and no longer after it stops', () => {
    window.conexao = {
      notifications: { setBadge: vi.fn(async () => {}), show: vi.fn(async () => {}) },
    } as unknown as DesktopBridge;
    const fake = createFakeSocket();
    const chat = new ChatController(ME, new ChatConnection(fake.socket));
    chat.start();
    const order = awaitingOrder();
    fake.paymentUpdated(order);
    const cached = () => queryClient.getQueryData<OrderResponse>(paymentKeys.order(order.id));
    expect(cached()?.data.order.status).toBe('AWAITING_PAYMENT');
    fake.paymentUpdated(paidOrder());
    expect(cached()?.data.order.status).toBe('PAID');
    // The socket is input: something that is not an order is dropped.
    fake.paymentUpdated({ ...paidOrder(), id: 'other', amountKz: '15000' });
    expect(queryClient.getQueryData(paymentKeys.order('other'))).toBeUndefined();

    chat.stop('discard');
    queryClient.clear();
    fake.paymentUpdated(paidOrder());
    expect(cached()).toBeUndefined();
  });
});
