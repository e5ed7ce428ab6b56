import { afterEach, describe, expect, it, vi } from 'vitest';

/** The first import fails (the link dropped), the next ones succeed. */
const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('socket.io-client', () => {
  attempts.count += 1;
  if (attempts.count === 1) throw new Error('offline');
  return { io: () => 'socket' };
});

describe('loadSocketIo', () => {
  afterEach(() => vi.resetModules());

  it('does not remember a failed download: the next call asks again, and a success is kept', async () => {
    const { loadSocketIo } = await import('./load-socket-io');
    await expect(loadSocketIo()).rejects.toThrow();
    const loaded = await loadSocketIo();
    expect(typeof loaded.io).toBe('function');
    expect(await loadSocketIo()).toBe(loaded);
  });
});
