import { once } from 'node:events';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryKeyValueStore } from './key-value-store';
import type { SecretCodec } from './secret-codec';
import { createSessionRefresher } from './session-refresh';
import { SessionStore } from './session-store';

vi.mock('electron', () => ({}));

/**
 * The main process's refresh against a real HTTP server on the loopback (standing in for the
 * API's POST /auth/refresh), with the real session store over an in-memory disk.
 */

const codec: SecretCodec = {
  isAvailable: () => true,
  encrypt: (plain) => Buffer.from(`enc:${plain}`).toString('base64'),
  decrypt: (encoded) => Buffer.from(encoded, 'base64').toString().replace(/^enc:/, ''),
};

const R1 = 'r'.repeat(43);
const R2 = 's'.repeat(43);
const login = { token: 'access.one', refreshToken: R1, userId: 'u1', profileSetup: true };

type Reply = { status: number; body: unknown };

let server: Server;
let apiUrl: string;
let received: Array<{ url: string; body: unknown }>;
let reply: (body: { refreshToken?: string }) => Reply | Promise<Reply>;

beforeEach(async () => {
  received = [];
  server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString() || 'null') as { refreshToken?: string };
    received.push({ url: request.url ?? '', body });
    const { status, body: answer } = await reply(body);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const rotated = (accessToken: string, refreshToken: string): Reply => ({
  status: 200,
  body: { message: 'Session renewed.', data: { accessToken, refreshToken, user_id: 'u1' } },
});

/** The server rotates the tokens only once the test calls the returned release: a refresh in flight. */
function holdRotation(): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  reply = async () => {
    await held;
    return rotated('access.two', R2);
  };
  return release;
}

function setup(remember: boolean, disk = memoryKeyValueStore()) {
  const sessions = new SessionStore({ store: disk, codec, warn: vi.fn() });
  sessions.save(login, { remember });
  const refresh = createSessionRefresher({ sessions, apiUrl: () => apiUrl, fetch: globalThis.fetch });
  return { sessions, refresh, disk };
}

describe('session refresh (main process)', () => {
  it('posts the stored refresh token, stores both new tokens and hands back only the access token', async () => {
    reply = () => rotated('access.two', R2);
    const { sessions, refresh, disk } = setup(true);
    expect(await refresh('access.one')).toEqual({ status: 'refreshed', token: 'access.two' });
    expect(received).toEqual([{ url: '/auth/refresh', body: { refreshToken: R1 } }]);
    expect(sessions.get().token).toBe('access.two');
    expect(sessions.getRefreshToken()).toBe(R2);
    // Remembered: the rotated token is what survives a restart, encrypted.
    expect(JSON.stringify([...disk.data])).not.toContain(R2);
    const restarted = new SessionStore({ store: disk, codec, warn: vi.fn() });
    expect(restarted.getRefreshToken()).toBe(R2);
    expect(restarted.get().token).toBe('access.two');
  });

  it('concurrent callers share one call: a refresh token is never spent twice', async () => {
    const release = holdRotation();
    const { refresh } = setup(false);
    const calls = [refresh('access.one'), refresh('access.one'), refresh('access.one')];
    await vi.waitFor(() => expect(received).toHaveLength(1));
    release();
    const results = await Promise.all(calls);
    expect(results.every((r) => r.status === 'refreshed' && r.token === 'access.two')).toBe(true);
    expect(received).toHaveLength(1);
    // A caller whose request went out with the old token after the refresh gets the new one, no call.
    expect(await refresh('access.one')).toEqual({ status: 'refreshed', token: 'access.two' });
    expect(received).toHaveLength(1);
  });

  it('a refused refresh (401) signs out: the refresh token is dropped', async () => {
    reply = () => ({ status: 401, body: { message: 'Your session has expired.', code: 'UNAUTHORIZED' } });
    const { sessions, refresh } = setup(true);
    expect(await refresh('access.one')).toEqual({ status: 'signed-out' });
    expect(sessions.getRefreshToken()).toBeNull();
    expect(await refresh('access.one')).toEqual({ status: 'signed-out' });
    expect(received).toHaveLength(1);
  });

  it('no answer or a server error keeps the session as it is', async () => {
    reply = () => ({ status: 503, body: {} });
    const { sessions, refresh } = setup(true);
    expect(await refresh('access.one')).toEqual({ status: 'unreachable' });
    expect(sessions.getRefreshToken()).toBe(R1);

    const offline = new SessionStore({ store: memoryKeyValueStore(), codec, warn: vi.fn() });
    offline.save(login, { remember: false });
    const unreachable = createSessionRefresher({
      sessions: offline,
      apiUrl: () => 'http://127.0.0.1:9',
      fetch: globalThis.fetch,
    });
    expect(await unreachable('access.one')).toEqual({ status: 'unreachable' });
    expect(offline.getRefreshToken()).toBe(R1);
  });

  it('without a refresh token (signed out, or an old session) there is nothing to call', async () => {
    reply = () => rotated('x', R2);
    const sessions = new SessionStore({ store: memoryKeyValueStore(), codec, warn: vi.fn() });
    sessions.save({ token: 'old.jwt', userId: 'u1' }, { remember: true });
    const refresh = createSessionRefresher({ sessions, apiUrl: () => apiUrl, fetch: globalThis.fetch });
    expect(await refresh('old.jwt')).toEqual({ status: 'signed-out' });
    expect(received).toHaveLength(0);
  });

  it('a logout while the call is out keeps the session ended', async () => {
    const release = holdRotation();
    const { sessions, refresh } = setup(true);
    const pending = refresh('access.one');
    await vi.waitFor(() => expect(received).toHaveLength(1));
    sessions.clear();
    release();
    expect(await pending).toEqual({ status: 'signed-out' });
    expect(sessions.get().token).toBeNull();
    expect(sessions.getRefreshToken()).toBeNull();
  });
});
