import { CHAT_SEND_BURST, CHAT_SEND_REFILL_PER_SECOND } from '@shared/constants';
import { roomName } from '@shared/realtime/events';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { messages } from '../../src/db/schema';
import { type TestApp, createTestApp } from '../helper';
import { connect, inbox, join, listen, quickRecruiter, quickUser, send } from './chat-helpers';

async function started(): Promise<{ t: TestApp; url: string }> {
  const t = await createTestApp();
  onTestFinished(() => t.close());
  return { t, url: await listen(t.app) };
}

describe('sendMessage rate limit (per socket token bucket)', () => {
  it('refuses past the bucket with the catalogue text, stores and delivers nothing, then accepts again', async () => {
    const { t, url } = await started();
    const [a, b] = await Promise.all([quickRecruiter(t.app), quickUser(t.app, 'CANDIDATE')]);
    const sa = await connect(url, a.token);
    const sb = await connect(url, b.token);
    expect(await join(sb, roomName(a.id, b.id))).toEqual({ ok: true });
    const bInbox = inbox(sb);

    const burst = Array.from({ length: CHAT_SEND_BURST }, (_, i) => `burst ${i}`);
    const acks = await Promise.all(burst.map((text) => send(sa, a.id, b.id, text)));
    expect(acks.every((ack) => 'message' in ack)).toBe(true);

    expect(await send(sa, a.id, b.id, 'one too many')).toEqual({
      error: 'You are sending messages too fast. Please wait a moment.',
    });
    expect(await send(sa, a.id, b.id, 'still too many')).toMatchObject({ error: expect.any(String) });
    // Per socket: another connection of the same user has its own bucket.
    const second = await connect(url, a.token);
    expect(await send(second, a.id, b.id, 'other socket')).toMatchObject({ message: {} });

    t.clock.advance(1000);
    const refilled = Array.from({ length: CHAT_SEND_REFILL_PER_SECOND }, (_, i) => `after ${i}`);
    const later = await Promise.all(refilled.map((text) => send(sa, a.id, b.id, text)));
    expect(later.every((ack) => 'message' in ack)).toBe(true);
    expect(await send(sa, a.id, b.id, 'too fast again')).toMatchObject({ error: expect.any(String) });

    const expected = [...burst, 'other socket', ...refilled];
    await bInbox.until(expected.length);
    expect(bInbox.received.map((m) => m.message).sort()).toEqual([...expected].sort());
    const stored = await t.app.ctx.db
      .select({ message: messages.message })
      .from(messages)
      .where(eq(messages.senderId, a.id));
    expect(stored.map((m) => m.message).sort()).toEqual([...expected].sort());
  });
});
