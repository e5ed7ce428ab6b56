import { CHAT_SOCKET_RECHECK_SECONDS, SOCKET_OPTIONS } from '@shared/constants';
import { eq, sql } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ChatConnection } from '../../../src/renderer/src/features/chat/lib/chat-connection';
import { messages, users } from '../../src/db/schema';
import { foundCompany } from '../company-fixture';
import { resetSecretFrom } from '../mail-capture';
import { type TestApp, createTestApp, post, signedInAccount } from '../helper';
import { type ChatClient, connect, listen, quickRecruiter, quickUser, send } from './chat-helpers';

/**
 * A socket is authorised at the handshake only; a token-version bump (password change or
 * reset) must end it, and nothing else. The two-instance case is in redis-revocation.test.ts.
 */

async function started(): Promise<{ t: TestApp; url: string }> {
  const t = await createTestApp();
  onTestFinished(() => t.close());
  return { t, url: await listen(t.app) };
}

function disconnected(socket: ChatClient): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

async function changePassword(t: TestApp, token: string, currentPassword: string): Promise<string> {
  const response = await post(
    t,
    '/auth/change-password',
    { currentPassword, newPassword: 'a new password 123' },
    { authorization: token },
  );
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { accessToken: string } }).data.accessToken;
}

describe('sockets end with their token', () => {
  it('a password change disconnects every socket of that user, and only theirs', async () => {
    const { t, url } = await started();
    const account = await signedInAccount(t, 'EMPLOYER');
    await foundCompany(t.app.ctx.db, account.userId, { companyName: 'Kianda' });
    const other = await quickUser(t.app, 'CANDIDATE');
    const first = await connect(url, account.token);
    const second = await connect(url, account.token);
    const bystander = await connect(url, other.token);
    const gone = Promise.all([disconnected(first), disconnected(second)]);

    const newToken = await changePassword(t, account.token, account.password);

    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
    await expect(connect(url, account.token)).rejects.toMatchObject({
      message: 'UNAUTHORIZED',
      data: { code: 'UNAUTHORIZED' },
    });
    // The other user's socket is still open and working, and the new session connects.
    expect(bystander.connected).toBe(true);
    expect(await send(bystander, other.id, account.userId, 'still here')).toMatchObject({
      message: { message: 'still here' },
    });
    const fresh = await connect(url, newToken);
    expect(await send(fresh, account.userId, other.id, 'new session')).toMatchObject({
      message: { message: 'new session' },
    });
  });

  it('a password reset disconnects the user too', async () => {
    const { t, url } = await started();
    const account = await signedInAccount(t, 'CANDIDATE');
    const socket = await connect(url, account.token);
    const gone = disconnected(socket);

    expect((await post(t, '/auth/forget-password', { email: account.email })).statusCode).toBe(200);
    const secret = resetSecretFrom(await t.mail.next(account.email));
    const reset = await post(t, '/auth/reset-password', { reset_id: secret, password: 'reset password 123' });
    expect(reset.statusCode).toBe(200);

    expect(await gone).toBe('io server disconnect');
    await expect(connect(url, account.token)).rejects.toMatchObject({ message: 'UNAUTHORIZED' });
  });

  it("the app's chat connection tries once with the old token, gets UNAUTHORIZED and stops", async () => {
    const { t, url } = await started();
    const account = await signedInAccount(t, 'EMPLOYER');
    // The renderer's own connection class over a real client with the app's reconnect options.
    const socket = io(url, {
      ...SOCKET_OPTIONS,
      auth: { token: account.token },
      transports: ['websocket'],
      forceNew: true,
    });
    const connection = new ChatConnection(socket);
    onTestFinished(() => connection.close('test over'));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const refused = new Promise<{ code?: string }>((resolve) =>
      socket.once('connect_error', (error) => resolve((error as Error & { data: { code?: string } }).data)),
    );

    await changePassword(t, account.token, account.password);

    expect(await refused).toMatchObject({ code: 'UNAUTHORIZED' });
    // Refused by the server's middleware (not a network failure): Socket.IO does not retry.
    expect(socket.active).toBe(false);
    expect(connection.connected).toBe(false);
  });

  it('an instance that missed the notice refuses the socket at its first event after the recheck interval', async () => {
    const { t, url } = await started();
    const [a, b] = await Promise.all([quickRecruiter(t.app), quickUser(t.app, 'CANDIDATE')]);
    const socket = await connect(url, a.token);
    // The version moves without the notice (as if published while this instance was cut off from Redis).
    await t.app.ctx.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, a.id));

    // Within the interval events are not checked against the database (no read per message).
    expect(await send(socket, a.id, b.id, 'before the recheck')).toMatchObject({ message: {} });

    t.clock.advance(CHAT_SOCKET_RECHECK_SECONDS * 1000);
    const gone = disconnected(socket);
    socket.emit('sendMessage', { senderId: a.id, receiverId: b.id, message: 'after the recheck' });
    expect(await gone).toBe('io server disconnect');

    const stored = await t.app.ctx.db
      .select({ message: messages.message })
      .from(messages)
      .where(eq(messages.senderId, a.id));
    expect(stored.map((m) => m.message)).toEqual(['before the recheck']);
  });

  it('a socket whose token is still valid passes the recheck and keeps working', async () => {
    const { t, url } = await started();
    const [a, b] = await Promise.all([quickRecruiter(t.app), quickUser(t.app, 'CANDIDATE')]);
    const socket = await connect(url, a.token);
    t.clock.advance(CHAT_SOCKET_RECHECK_SECONDS * 1000);
    const texts = ['one', 'two', 'three'];
    // Events that arrive while the recheck runs wait for it and keep their order.
    const acks = await Promise.all(texts.map((text) => send(socket, a.id, b.id, text)));
    expect(acks.every((ack) => 'message' in ack)).toBe(true);
    const stored = await t.app.ctx.db
      .select({ message: messages.message })
      .from(messages)
      .where(eq(messages.senderId, a.id))
      .orderBy(messages.createdAt);
    expect(stored.map((m) => m.message)).toEqual(texts);
    expect(socket.connected).toBe(true);
  });
});
