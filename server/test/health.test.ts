import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { healthResponseSchema } from '@shared/api/health';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp } from './helper';

describe('GET /health', () => {
  it('answers 200 {"status":"ok","version"} once the database is migrated', async () => {
    const t = await createTestApp();
    onTestFinished(() => t.close());
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(response.json()).toEqual({ status: 'ok', version });
    expect(healthResponseSchema.parse(response.json()).version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('is not logged at info level (npm start probes it four times a second), other requests are', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).trim().split('\n'));
        done();
      },
    });
    const t = await createTestApp({ logger: { level: 'info', stream } });
    onTestFinished(() => t.close());
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/health' });
    expect(lines.filter((line) => line.includes('/health'))).toEqual([]);
    await t.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(lines.some((line) => line.includes('/no/such/route'))).toBe(true);
  });

  it('marks answers as not cacheable and not sniffable', async () => {
    const t = await createTestApp();
    onTestFinished(() => t.close());
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('CORS', () => {
  const preflight = (t: Awaited<ReturnType<typeof createTestApp>>, origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/auth/login',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,accept-language,content-type',
      },
    });

  it('allows the web app origin with the Authorization and Accept-Language headers', async () => {
    const t = await createTestApp();
    onTestFinished(() => t.close());
    const response = await preflight(t, 'http://web.test:5173');
    expect(response.headers['access-control-allow-origin']).toBe('http://web.test:5173');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    expect(allowed).toContain('authorization');
    expect(allowed).toContain('accept-language');
  });

  it('allows the desktop app:// origin', async () => {
    const t = await createTestApp();
    onTestFinished(() => t.close());
    const response = await preflight(t, 'app://conexao');
    expect(response.headers['access-control-allow-origin']).toBe('app://conexao');
  });

  it('does not allow other origins', async () => {
    const t = await createTestApp();
    onTestFinished(() => t.close());
    const response = await preflight(t, 'https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
