import type { AddressInfo } from 'node:net';
import { type Socket, io } from 'socket.io-client';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type TestApp, createTestApp, post, signedInAccount } from './helper';

async function listeningApp(): Promise<{ t: TestApp; url: string }> {
  const t = await createTestApp();
  onTestFinished(() => t.close());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, url: `http://127.0.0.1:${port}` };
}

type Outcome = { connected: true } | { connected: false; data: unknown; message: string };

/** Connects once (no retries) and reports how the handshake ended. */
function handshake(url: string, auth: Record<string, unknown>): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket: Socket = io(url, {
      path: '/socket.io',
      auth,
      reconnection: false,
      transports: ['websocket'],
    });
    socket.on('connect', () => {
      resolve({ connected: true });
      socket.disconnect();
    });
    socket.on('connect_error', (error: Error & { data?: unknown }) => {
      resolve({ connected: false, data: error.data, message: error.message });
      socket.disconnect();
    });
  });
}

describe('Socket.IO handshake', () => {
  it('accepts a valid token in auth.token (raw)', async () => {
    const { t, url } = await listeningApp();
    const { token } = await signedInAccount(t);
    expect(await handshake(url, { token })).toMatchObject({ connected: true });
  });

  it('accepts "Bearer <token>" too', async () => {
    const { t, url } = await listeningApp();
    const { token } = await signedInAccount(t);
    expect(await handshake(url, { token: `Bearer ${token}` })).toMatchObject({ connected: true });
  });

  it('rejects a missing token with connect_error UNAUTHORIZED', async () => {
    const { url } = await listeningApp();
    const outcome = await handshake(url, {});
    expect(outcome).toMatchObject({
      connected: false,
      message: 'UNAUTHORIZED',
      data: { code: 'UNAUTHORIZED' },
    });
  });

  it('rejects a tampered token', async () => {
    const { t, url } = await listeningApp();
    const { token } = await signedInAccount(t);
    expect(await handshake(url, { token: `${token}x` })).toMatchObject({ connected: false });
  });

  it('rejects a token issued before a password change', async () => {
    const { t, url } = await listeningApp();
    const { token, password } = await signedInAccount(t);
    await post(
      t,
      '/auth/change-password',
      { currentPassword: password, newPassword: 'a new password' },
      { authorization: token },
    );
    expect(await handshake(url, { token })).toMatchObject({ connected: false });
  });

  it('lets the app close while a socket is connected', async () => {
    const { t, url } = await listeningApp();
    const { token } = await signedInAccount(t);
    const socket = io(url, { auth: { token }, reconnection: false, transports: ['websocket'] });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const disconnected = new Promise<string>((resolve) =>
      socket.on('disconnect', (reason) => resolve(reason)),
    );
    await t.app.close();
    expect(await disconnected).toBeTruthy();
  });
});
