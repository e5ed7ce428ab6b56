import type { AddressInfo } from 'node:net';
import { APP_ORIGIN } from '@shared/desktop/app-origin';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp } from './helper';

/**
 * The desktop app calls the API from app://conexao. Exactly that origin is allowed, by the
 * HTTP CORS rules and by Socket.IO (one predicate in app.ts): another app:// host is some
 * other Electron app, which must not read answers meant for Conexão.
 */
const preflightHeaders = (origin: string) => ({
  origin,
  'access-control-request-method': 'POST',
  'access-control-request-headers': 'authorization,content-type',
});

describe('the desktop app origin', () => {
  it('is app://conexao, from the shared constant', () => {
    expect(APP_ORIGIN).toBe('app://conexao');
  });

  it('HTTP: allows app://conexao and refuses other app:// hosts', async () => {
    const t = await createTestApp();
    onTestFinished(() => t.close());
    const ask = (origin: string) =>
      t.app.inject({ method: 'OPTIONS', url: '/auth/login', headers: preflightHeaders(origin) });

    expect((await ask('app://conexao')).headers['access-control-allow-origin']).toBe('app://conexao');
    for (const origin of ['app://evil', 'app://conexao.evil', 'app://conexaox', 'app://evil/conexao']) {
      expect((await ask(origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('Socket.IO: allows app://conexao and refuses app://evil', async () => {
    const t = await createTestApp();
    onTestFinished(() => t.close());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // The long-polling request a browser makes first; Socket.IO answers its preflight itself.
    const ask = (origin: string) =>
      fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling`, {
        method: 'OPTIONS',
        headers: preflightHeaders(origin),
      });

    const allowed = await ask('app://conexao');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('app://conexao');
    const refused = await ask('app://evil');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});
