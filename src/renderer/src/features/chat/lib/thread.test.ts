import { describe, expect, it } from 'vitest';
import { mergeMessages, type ThreadMessage, withDaySeparators } from './thread';

const msg = (over: Partial<ThreadMessage>): ThreadMessage => ({
  id: 'id',
  clientId: 'c',
  senderId: 'me',
  receiverId: 'you',
  message: 'hi',
  timestamp: '2026-05-01T10:00:00.000Z',
  readAt: null,
  ...over,
});

describe('thread', () => {
  it('merges without duplicates, sorted by time, pending last and replaced by the stored copy', () => {
    const pending = msg({
      id: 'pending:c3',
      clientId: 'c3',
      pending: true,
      timestamp: '2026-05-01T09:00:00.000Z',
    });
    const a = msg({ id: 'a', clientId: 'c1', timestamp: '2026-05-01T10:00:00.000Z' });
    const b = msg({ id: 'b', clientId: 'c2', senderId: 'you', timestamp: '2026-05-01T09:30:00.000Z' });
    let thread = mergeMessages([], [a, pending]);
    thread = mergeMessages(thread, [b, a]);
    expect(thread.map((m) => m.id)).toEqual(['b', 'a', 'pending:c3']);
    const stored = msg({ id: 'c', clientId: 'c3', timestamp: '2026-05-01T10:05:00.000Z' });
    thread = mergeMessages(thread, [stored]);
    expect(thread.map((m) => m.id)).toEqual(['b', 'a', 'c']);
    // A late pending copy never hides the stored one.
    expect(mergeMessages(thread, [pending]).map((m) => m.id)).toEqual(['b', 'a', 'c']);
  });

  it('puts a date separator before the first message of each day', () => {
    const items = withDaySeparators([
      msg({ id: '1', clientId: '1', timestamp: new Date(2026, 4, 1, 9).toISOString() }),
      msg({ id: '2', clientId: '2', timestamp: new Date(2026, 4, 1, 18).toISOString() }),
      msg({ id: '3', clientId: '3', timestamp: new Date(2026, 4, 2, 8).toISOString() }),
    ]);
    expect(items.map((i) => (i.kind === 'day' ? `day:${i.key}` : i.message.id))).toEqual([
      'day:2026-05-01',
      '1',
      '2',
      'day:2026-05-02',
      '3',
    ]);
  });
});
