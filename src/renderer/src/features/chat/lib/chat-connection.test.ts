import { CHAT_OUTBOX_MAX_MESSAGES } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { ChatConnection } from './chat-connection';
import { createFakeSocket } from '../test/fake-socket';
import { ChatSendError } from './outbox';
import { createOutboxStorage, outboxStorageKey } from './outbox-storage';

const A = '0b6f2d4e-1111-4c3b-9a55-000000000001';
const B = '0b6f2d4e-2222-4c3b-9a55-000000000002';
const room = `${A}_${B}`;

const names = (emitted: Array<{ event: string; args: unknown[] }>) =>
  emitted.map((e) =>
    e.event === 'sendMessage'
      ? `send:${(e.args[0] as { message: string }).message}`
      : `${e.event}:${e.args[0]}`,
  );

describe('chat connection', () => {
  it('joins on open, joins again after a reconnect, and leaves on close', () => {
    const fake = createFakeSocket();
    const connection = new ChatConnection(fake.socket);
    connection.join(room);
    expect(fake.emitted).toEqual([]); // not connected yet: the join waits
    fake.connect();
    fake.drop();
    fake.connect();
    connection.leave(room);
    expect(names(fake.emitted)).toEqual([`joinRoom:${room}`, `joinRoom:${room}`, `leaveRoom:${room}`]);
  });

  it('sends what was written offline once the connection returns, in order, each once', async () => {
    const fake = createFakeSocket();
    const connection = new ChatConnection(fake.socket);
    const sent = ['one', 'two', 'three'].map((message) =>
      connection.send({ senderId: A, receiverId: B, message }),
    );
    fake.connect();
    const stored = await Promise.all(sent);
    expect(stored.map((m) => m.message)).toEqual(['one', 'two', 'three']);
    expect(fake.state.stored.map((m) => m.message)).toEqual(['one', 'two', 'three']);
    expect(new Set(stored.map((m) => m.clientId)).size).toBe(3);
  });

  it('tells listeners about messages, status and reconnects (not the first connect)', () => {
    const fake = createFakeSocket();
    const connection = new ChatConnection(fake.socket);
    const events: string[] = [];
    connection.onStatus((up) => events.push(up ? 'up' : 'down'));
    connection.onReconnect(() => events.push('reconnected'));
    connection.onMessage((m) => events.push(`message:${m.message}`));
    fake.connect();
    fake.deliver({
      id: '1',
      clientId: 'c',
      senderId: B,
      receiverId: A,
      message: 'olá',
      timestamp: '',
      readAt: null,
    });
    fake.drop();
    fake.connect();
    expect(events).toEqual(['up', 'message:olá', 'down', 'up', 'reconnected']);
  });

  it('tells its owner when the server refuses the token, and only then', () => {
    const fake = createFakeSocket();
    const connection = new ChatConnection(fake.socket);
    let refused = 0;
    const off = connection.onRefused(() => {
      refused += 1;
    });
    fake.refuse('TIMEOUT');
    expect(refused).toBe(0);
    fake.refuse('UNAUTHORIZED');
    expect(refused).toBe(1);
    off();
    fake.refuse('UNAUTHORIZED');
    expect(refused).toBe(1);
  });
});

/** A connection of `userId` with its stored outbox, as a new app start makes it. */
function start(userId: string) {
  const fake = createFakeSocket();
  return { fake, connection: new ChatConnection(fake.socket, { storage: createOutboxStorage(userId) }) };
}

const stored = (userId: string) =>
  JSON.parse(window.localStorage.getItem(outboxStorageKey(userId)) ?? '[]') as Array<Record<string, unknown>>;

const sends = (emitted: Array<{ event: string; args: unknown[] }>) =>
  emitted.filter((e) => e.event === 'sendMessage').map((e) => (e.args[0] as { message: string }).message);

describe('chat connection: durable outbox', () => {
  it('stores what is written offline, exactly as it will be sent', () => {
    const { fake, connection } = start(A);
    void connection.send({
      senderId: A,
      receiverId: B,
      message: 'one',
      timestamp: '2026-05-01T10:00:00.000Z',
    });
    void connection.send({
      senderId: A,
      receiverId: B,
      message: 'two',
      timestamp: '2026-05-01T10:01:00.000Z',
    });
    const [first, second] = stored(A);
    expect(first).toEqual({
      senderId: A,
      receiverId: B,
      message: 'one',
      timestamp: '2026-05-01T10:00:00.000Z',
      clientId: connection.outbox.pendingIds()[0],
    });
    expect(second?.message).toBe('two');
    expect(fake.emitted).toEqual([]);
  });

  it('after a restart, sends what was left first, in order, each once, with the same clientIds', async () => {
    const before = start(A);
    for (const message of ['one', 'two', 'three'])
      void before.connection.send({ senderId: A, receiverId: B, message });
    const clientIds = before.connection.outbox.pendingIds();
    // The app closes or crashes: nothing is closed, the process just ends.

    const { fake, connection } = start(A);
    expect(connection.outbox.restored.map((r) => r.payload.clientId)).toEqual(clientIds);
    const fresh = connection.send({ senderId: A, receiverId: B, message: 'four' });
    fake.connect();
    const acked = await Promise.all([...connection.outbox.restored.map((r) => r.done), fresh]);
    expect(acked.map((m) => m.message)).toEqual(['one', 'two', 'three', 'four']);
    expect(sends(fake.emitted)).toEqual(['one', 'two', 'three', 'four']);
    expect(fake.state.stored.slice(0, 3).map((m) => m.clientId)).toEqual(clientIds);
    expect(before.fake.emitted).toEqual([]);
    expect(window.localStorage.getItem(outboxStorageKey(A))).toBeNull();
  });

  it('an ack removes the stored copy; only what is still unsent stays', async () => {
    const { fake, connection } = start(A);
    fake.connect();
    await connection.send({ senderId: A, receiverId: B, message: 'delivered' });
    fake.drop();
    void connection.send({ senderId: A, receiverId: B, message: 'waiting' });
    expect(stored(A).map((p) => p.message)).toEqual(['waiting']);
  });

  it('a refusal removes the stored copy too, and its restored send fails with the server reason', async () => {
    const before = start(A);
    void before.connection.send({ senderId: A, receiverId: B, message: 'refused' });
    const { fake, connection } = start(A);
    fake.state.refuseWith = 'This person is not available for chat.';
    fake.connect();
    await expect(connection.outbox.restored[0]?.done).rejects.toEqual(
      new ChatSendError('This person is not available for chat.'),
    );
    expect(stored(A)).toEqual([]);
    // Refused for good: the next start does not send it again.
    expect(start(A).connection.outbox.restored).toEqual([]);
  });

  it("leaves another user's stored outbox untouched and never sends it", async () => {
    const other = start(B);
    void other.connection.send({ senderId: B, receiverId: A, message: 'from B' });
    const theirs = window.localStorage.getItem(outboxStorageKey(B));
    const { fake, connection } = start(A);
    expect(connection.outbox.restored).toEqual([]);
    fake.connect();
    await connection.send({ senderId: A, receiverId: B, message: 'from A' });
    expect(sends(fake.emitted)).toEqual(['from A']);
    expect(window.localStorage.getItem(outboxStorageKey(B))).toBe(theirs);
  });

  it('sign-out forgets the unsent messages; a close that keeps them leaves them for the next start', async () => {
    const first = start(A);
    const unsettled = first.connection.send({ senderId: A, receiverId: B, message: 'kept' });
    first.connection.close('closed', 'keep');
    expect(stored(A).map((p) => p.message)).toEqual(['kept']);
    first.fake.connect();
    expect(first.fake.emitted).toEqual([]);

    const second = start(A);
    expect(second.connection.outbox.restored.map((r) => r.payload.message)).toEqual(['kept']);
    second.connection.close('signed out', 'discard');
    await expect(second.connection.outbox.restored[0]?.done).rejects.toEqual(new ChatSendError('signed out'));
    expect(window.localStorage.getItem(outboxStorageKey(A))).toBeNull();
    second.fake.connect();
    expect(second.fake.emitted).toEqual([]);
    expect(start(A).connection.outbox.restored).toEqual([]);
    // Nobody is told "failed" about a message the next start may still send.
    let settled = false;
    unsettled.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);
  });

  it(`holds at most ${CHAT_OUTBOX_MAX_MESSAGES} waiting messages and refuses the next one, saying why`, async () => {
    const { connection } = start(A);
    for (let i = 0; i < CHAT_OUTBOX_MAX_MESSAGES; i += 1)
      void connection.send({ senderId: A, receiverId: B, message: `m${i}` });
    await expect(connection.send({ senderId: A, receiverId: B, message: 'one too many' })).rejects.toEqual(
      new ChatSendError(
        'Too many messages are waiting to be sent. Please wait for the connection to return.',
      ),
    );
    expect(stored(A)).toHaveLength(CHAT_OUTBOX_MAX_MESSAGES);
    expect(start(A).connection.outbox.restored).toHaveLength(CHAT_OUTBOX_MAX_MESSAGES);
  });
});
