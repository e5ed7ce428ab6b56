import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_CHARS } from '../constants';
import { roomMembers, roomName, sendMessageSchema } from './events';

const A = '0b6f2d4e-1111-4c3b-9a55-000000000001';
const B = '0b6f2d4e-2222-4c3b-9a55-000000000002';

describe('chat room names (docs/product.md §4)', () => {
  it('sorts the two ids and joins them with an underscore, the same from both sides', () => {
    expect(roomName(B, A)).toBe(`${A}_${B}`);
    expect(roomName(A, B)).toBe(roomName(B, A));
  });

  it('reads back only well-formed rooms of two different users', () => {
    expect(roomMembers(`${A}_${B}`)).toEqual([A, B]);
    for (const bad of [`${B}_${A}`, `${A}_${A}`, `${A}_${B}_x`, 'lobby', `${A}_nope`, 42, null]) {
      expect(roomMembers(bad), String(bad)).toBeNull();
    }
  });
});

describe('sendMessage payload', () => {
  const base = { senderId: A, receiverId: B, timestamp: new Date().toISOString(), clientId: 'c-1' };

  it('trims the message and refuses blank or oversized text with catalogue keys', () => {
    expect(sendMessageSchema.parse({ ...base, message: '  olá \n' }).message).toBe('olá');
    const blank = sendMessageSchema.safeParse({ ...base, message: ' \n ' });
    expect(blank.success || blank.error.issues[0]?.message).toBe('chat.messageRequired');
    const long = sendMessageSchema.safeParse({ ...base, message: 'x'.repeat(CHAT_MESSAGE_MAX_CHARS + 1) });
    expect(long.success || long.error.issues[0]?.message).toBe('chat.messageTooLong');
    const noSender = sendMessageSchema.safeParse({ ...base, senderId: '', message: 'hi' });
    expect(noSender.success || noSender.error.issues[0]?.message).toBe('chat.senderMissing');
  });
});
