import { describe, expect, it } from 'vitest';
import { ChatConnection } from './chat-connection';
import { createFakeSocket } from './fake-socket';

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
