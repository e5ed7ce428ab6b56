import type { ChatMessage, SendMessageAck } from '@shared/realtime/events';
import { describe, expect, it } from 'vitest';
import { ChatSendError, Outbox } from './outbox';

const stored = (clientId: string, message: string): ChatMessage => ({
  id: `id-${clientId}`,
  clientId,
  senderId: 'me',
  receiverId: 'you',
  message,
  timestamp: new Date().toISOString(),
  readAt: null,
});

const payload = (clientId: string, message = clientId) => ({
  senderId: 'me',
  receiverId: 'you',
  message,
  clientId,
});

/** A fake server link: answers in order, can be "offline", and can lose one answer. */
function fakeLink() {
  const state = { online: false, attempts: [] as string[], stored: [] as string[], loseNext: false };
  const sendOnce = async (p: { clientId: string; message: string }): Promise<SendMessageAck> => {
    state.attempts.push(p.clientId);
    // Idempotent like the server: a retried clientId is not stored twice.
    if (!state.stored.includes(p.clientId)) state.stored.push(p.clientId);
    if (state.loseNext) {
      state.loseNext = false;
      state.online = false; // the connection dropped before the ack came back
      throw new Error('operation has timed out');
    }
    if (p.message === 'refuse') return { error: 'Please enter a message.' };
    return { message: stored(p.clientId, p.message) };
  };
  return { state, outbox: new Outbox(sendOnce, () => state.online, { retryDelayMs: 0 }) };
}

describe('chat outbox', () => {
  it('keeps messages written offline and sends them in order when the connection returns', async () => {
    const { state, outbox } = fakeLink();
    const done = ['a', 'b', 'c'].map((id) => outbox.add(payload(id)));
    await Promise.resolve();
    expect(state.attempts).toEqual([]);
    expect(outbox.pendingIds()).toEqual(['a', 'b', 'c']);
    state.online = true;
    await outbox.flush();
    expect(state.attempts).toEqual(['a', 'b', 'c']);
    expect((await Promise.all(done)).map((m) => m.clientId)).toEqual(['a', 'b', 'c']);
    expect(outbox.size).toBe(0);
  });

  it('retries an unanswered send with the same clientId after reconnecting, and stores each once', async () => {
    const { state, outbox } = fakeLink();
    state.online = true;
    state.loseNext = true;
    const first = outbox.add(payload('a'));
    const second = outbox.add(payload('b'));
    await outbox.flush();
    // The answer to 'a' was lost with the connection: nothing after it went out.
    expect(state.attempts).toEqual(['a']);
    state.online = true;
    await outbox.flush();
    expect(state.attempts).toEqual(['a', 'a', 'b']);
    expect(state.stored).toEqual(['a', 'b']);
    expect((await first).clientId).toBe('a');
    expect((await second).clientId).toBe('b');
  });

  it('rejects a refused message with the server reason and goes on with the next', async () => {
    const { state, outbox } = fakeLink();
    state.online = true;
    const refused = outbox.add(payload('x', 'refuse'));
    const next = outbox.add(payload('y'));
    await expect(refused).rejects.toEqual(new ChatSendError('Please enter a message.'));
    expect((await next).clientId).toBe('y');
  });

  it('flushing twice at once sends each message once', async () => {
    const { state, outbox } = fakeLink();
    const all = ['a', 'b'].map((id) => outbox.add(payload(id)));
    state.online = true;
    await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()]);
    await Promise.all(all);
    expect(state.attempts).toEqual(['a', 'b']);
  });

  it('discards what waits at logout', async () => {
    const { outbox } = fakeLink();
    const waiting = outbox.add(payload('a'));
    outbox.discard('signed out');
    await expect(waiting).rejects.toBeInstanceOf(ChatSendError);
    expect(outbox.size).toBe(0);
  });
});
