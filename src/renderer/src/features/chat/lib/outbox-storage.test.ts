import { CHAT_MESSAGE_MAX_CHARS, CHAT_OUTBOX_MAX_MESSAGES } from '@shared/constants';
import { describe, expect, it, vi } from 'vitest';
import { createOutboxStorage, outboxStorageKey } from './outbox-storage';

const A = '0b6f2d4e-1111-4c3b-9a55-000000000001';
const B = '0b6f2d4e-2222-4c3b-9a55-000000000002';

const payload = (clientId: string, senderId = A, receiverId = B) => ({
  senderId,
  receiverId,
  message: `text ${clientId}`,
  timestamp: '2026-05-01T10:00:00.000Z',
  clientId,
});

const storedIds = (userId: string) =>
  (
    JSON.parse(window.localStorage.getItem(outboxStorageKey(userId)) ?? '[]') as Array<{ clientId: string }>
  ).map((p) => p.clientId);

describe('chat outbox storage', () => {
  it('keeps each user under their own key, in order, once per clientId', () => {
    const mine = createOutboxStorage(A);
    const theirs = createOutboxStorage(B);
    mine.add(payload('a'));
    mine.add(payload('b'));
    mine.add(payload('a'));
    theirs.add(payload('z', B, A));
    expect(outboxStorageKey(A)).toBe(`conexao.chat.outbox.${A}`);
    expect(mine.load()).toEqual([payload('a'), payload('b')]);
    mine.remove('a');
    expect(storedIds(A)).toEqual(['b']);
    mine.clear();
    expect(window.localStorage.getItem(outboxStorageKey(A))).toBeNull();
    expect(theirs.load()).toEqual([payload('z', B, A)]);
  });

  it('ignores and clears what cannot be parsed, without throwing', () => {
    for (const garbage of ['{not json', '{"a":1}', '"text"', 'null', '42']) {
      window.localStorage.setItem(outboxStorageKey(A), garbage);
      expect(createOutboxStorage(A).load()).toEqual([]);
      expect(window.localStorage.getItem(outboxStorageKey(A))).toBeNull();
    }
  });

  it('keeps only valid entries of this user: schema, sender, duplicates', () => {
    const good = payload('good');
    window.localStorage.setItem(
      outboxStorageKey(A),
      JSON.stringify([
        1,
        null,
        good,
        { ...payload('no-id'), clientId: undefined },
        { ...payload('bad-receiver'), receiverId: 'not-a-user' },
        { ...payload('too-long'), message: 'x'.repeat(CHAT_MESSAGE_MAX_CHARS + 1) },
        { ...payload('blank'), message: '   ' },
        { ...payload('bad id'), clientId: 'has spaces' },
        payload('someone-else', B, A),
        { ...good, message: 'same clientId again' },
      ]),
    );
    expect(createOutboxStorage(A).load()).toEqual([good]);
    expect(storedIds(A)).toEqual(['good']);
  });

  it('loads at most CHAT_OUTBOX_MAX_MESSAGES, the oldest first', () => {
    const many = Array.from({ length: CHAT_OUTBOX_MAX_MESSAGES + 30 }, (_, i) => payload(`m${i}`));
    window.localStorage.setItem(outboxStorageKey(A), JSON.stringify(many));
    const loaded = createOutboxStorage(A).load();
    expect(loaded).toHaveLength(CHAT_OUTBOX_MAX_MESSAGES);
    expect(loaded[0]?.clientId).toBe('m0');
    expect(loaded.at(-1)?.clientId).toBe(`m${CHAT_OUTBOX_MAX_MESSAGES - 1}`);
  });

  it('a storage that fails (disabled, full) costs durability, never an exception', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = () => {
      throw new Error('SecurityError');
    };
    const storage = createOutboxStorage(
      A,
      () => ({ getItem: broken, setItem: broken, removeItem: broken }) as never,
    );
    expect(() => storage.add(payload('a'))).not.toThrow();
    expect(storage.load()).toEqual([]);
    expect(() => storage.remove('a')).not.toThrow();
    expect(() => storage.clear()).not.toThrow();
    expect(error).toHaveBeenCalled();
  });
});
