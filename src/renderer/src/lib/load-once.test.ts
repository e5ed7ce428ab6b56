import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('shares one load between calls, and loads again after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('code');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    const [a, b] = await Promise.all([get(), get()]);
    expect([a, b]).toEqual(['code', 'code']);
    expect(await get()).toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
