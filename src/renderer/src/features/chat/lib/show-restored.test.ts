import { beforeEach, describe, expect, it } from 'vitest';
import { ChatConnection } from './chat-connection';
import { createFakeSocket } from '../test/fake-socket';
import { createOutboxStorage } from './outbox-storage';
import { useChatStore } from '../store/chat-store';
import { showRestored } from './show-restored';

const ME = '0b6f2d4e-1111-4c3b-9a55-000000000001';
const ANA = '0b6f2d4e-2222-4c3b-9a55-000000000002';
const BIA = '0b6f2d4e-3333-4c3b-9a55-000000000003';

/** A previous run of the app left these unsent; this run's connection restores them. */
function restart(left: Array<{ to: string; message: string }>) {
  const storage = createOutboxStorage(ME);
  for (const [i, { to, message }] of left.entries()) {
    storage.add({
      senderId: ME,
      receiverId: to,
      message,
      timestamp: `2026-05-01T10:0${i}:00.000Z`,
      clientId: `c${i}`,
    });
  }
  const fake = createFakeSocket();
  return { fake, connection: new ChatConnection(fake.socket, { storage: createOutboxStorage(ME) }) };
}

const thread = (partner: string) =>
  useChatStore.getState().threads[partner]?.messages.map((m) => ({
    message: m.message,
    pending: m.pending ?? false,
    failed: m.failed,
  }));

describe('restored outbox in the threads', () => {
  beforeEach(() => useChatStore.getState().reset());

  it('shows each restored message pending in its own thread, then as the stored copy', async () => {
    const { fake, connection } = restart([
      { to: ANA, message: 'first' },
      { to: BIA, message: 'other' },
      { to: ANA, message: 'second' },
    ]);
    showRestored(connection.outbox.restored);
    expect(thread(ANA)).toEqual([
      { message: 'first', pending: true, failed: undefined },
      { message: 'second', pending: true, failed: undefined },
    ]);
    expect(thread(BIA)).toEqual([{ message: 'other', pending: true, failed: undefined }]);
    fake.connect();
    await Promise.all(connection.outbox.restored.map((r) => r.done));
    expect(thread(ANA)).toEqual([
      { message: 'first', pending: false, failed: undefined },
      { message: 'second', pending: false, failed: undefined },
    ]);
    expect(useChatStore.getState().threads[ANA]?.messages.map((m) => m.id)).toEqual(['srv-1', 'srv-3']);
  });

  it('keeps a refused one in its thread, marked failed with the server reason', async () => {
    const { fake, connection } = restart([{ to: ANA, message: 'hello?' }]);
    showRestored(connection.outbox.restored);
    fake.state.refuseWith = 'This person is not available for chat.';
    fake.connect();
    await connection.outbox.restored[0]?.done.catch(() => {});
    expect(thread(ANA)).toEqual([
      { message: 'hello?', pending: true, failed: 'This person is not available for chat.' },
    ]);
  });
});
