import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './memory-store';

function clock() {
  let now = 0;
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('in-memory rate-limit store', () => {
  it('counts hits within a fixed window and forgets them after it', async () => {
    const c = clock();
    const store = createMemoryStore(c);
    expect(await store.hit('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
    c.advance(400);
    expect(await store.hit('k', 1000)).toEqual({ count: 2, resetInMs: 600 });
    expect(await store.peek('k')).toEqual({ count: 2, resetInMs: 600 });
    c.advance(600);
    expect(await store.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect((await store.hit('k', 1000)).count).toBe(1);
    await store.close();
  });

  it('keeps keys apart and resets one on request', async () => {
    const store = createMemoryStore(clock());
    await store.hit('a', 1000);
    await store.hit('a', 1000);
    await store.hit('b', 1000);
    await store.reset('a');
    expect((await store.peek('a')).count).toBe(0);
    expect((await store.peek('b')).count).toBe(1);
    await store.close();
  });
});
