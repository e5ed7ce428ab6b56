import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { gracefulShutdown } from './graceful-shutdown';

const quietLog = { info: () => {}, error: () => {} };

/** Resolves with the exit code the shutdown asks for. */
function exitPromise() {
  let settle: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => {
    settle = resolve;
  });
  return { exited, exit: (code: number) => settle(code) };
}

describe('gracefulShutdown', () => {
  it('exits 0 once the close has ended', async () => {
    const { exited, exit } = exitPromise();
    let closed = false;
    const app = {
      log: quietLog,
      close: async () => {
        closed = true;
      },
    };
    gracefulShutdown(app, { graceMs: 5_000, exit })('SIGTERM');
    expect(await exited).toBe(0);
    expect(closed).toBe(true);
  });

  it('exits 1 when the close fails', async () => {
    const { exited, exit } = exitPromise();
    const errors: string[] = [];
    const app = {
      log: { info: () => {}, error: (_: object, message: string) => errors.push(message) },
      close: () => Promise.reject(new Error('database went away')),
    };
    gracefulShutdown(app, { graceMs: 5_000, exit })('SIGTERM');
    expect(await exited).toBe(1);
    expect(errors).toEqual(['error while closing']);
  });

  it('a second signal exits at once', () => {
    const codes: number[] = [];
    const app = { log: quietLog, close: () => new Promise<never>(() => {}) };
    const shutdown = gracefulShutdown(app, { graceMs: 60_000, exit: (code) => codes.push(code) });
    shutdown('SIGTERM');
    expect(codes).toEqual([]);
    shutdown('SIGINT');
    expect(codes).toEqual([1]);
  });

  it('gives up a close held open by a request that never ends, and exits 1 after the grace period', async () => {
    const app = Fastify({ logger: false });
    // A handler that never answers: Fastify's close waits for it (in-flight requests are not cut).
    app.get('/stuck', () => new Promise<never>(() => {}));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const request = http.get({ host: '127.0.0.1', port, path: '/stuck' });
    request.on('error', () => {});
    await new Promise((resolve) => setTimeout(resolve, 100));

    const errors: string[] = [];
    const { exited, exit } = exitPromise();
    const started = Date.now();
    gracefulShutdown(
      { close: () => app.close(), log: { info: () => {}, error: (_, message) => errors.push(message) } },
      { graceMs: 300, exit },
    )('SIGTERM');
    expect(await exited).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(errors).toEqual(['close did not finish within 300 ms; exiting without it']);
    request.destroy();
    app.server.closeAllConnections();
  });
});
