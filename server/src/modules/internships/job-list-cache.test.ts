import { describe, expect, it } from 'vitest';
import { createJobListCache } from './job-list-cache';

describe('job list cache', () => {
  it('serves an entry only for its version and before validUntil', () => {
    const cache = createJobListCache();
    const entry = cache.set('boss', 3, 1_000, '[1]');
    expect(cache.get('boss', 3, 999)).toBe(entry);
    expect(cache.get('boss', 4, 999)).toBeNull();
    cache.set('boss', 4, 1_000, '[2]');
    expect(cache.get('boss', 4, 1_000)).toBeNull();
    expect(cache.bytes).toBe(0);
  });

  it('gives equal lists equal etags and different lists different ones', () => {
    const cache = createJobListCache();
    const a = cache.set('a', 1, Number.POSITIVE_INFINITY, '[{"id":1}]');
    const b = cache.set('b', 7, Number.POSITIVE_INFINITY, '[{"id":1}]');
    const c = cache.set('c', 1, Number.POSITIVE_INFINITY, '[{"id":2}]');
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
    expect(a.etag).toMatch(/^"[\w-]+"$/);
  });

  it('drops the least recently used entries past its byte budget', () => {
    // Each entry of 10 ASCII characters counts 10 bytes; 25 bytes hold two.
    const cache = createJobListCache(25);
    cache.set('a', 1, Number.POSITIVE_INFINITY, '0123456789');
    cache.set('b', 1, Number.POSITIVE_INFINITY, '0123456789');
    expect(cache.get('a', 1, 0)).not.toBeNull(); // a is now the most recent
    cache.set('c', 1, Number.POSITIVE_INFINITY, '0123456789');
    expect(cache.get('b', 1, 0)).toBeNull();
    expect(cache.get('a', 1, 0)).not.toBeNull();
    expect(cache.get('c', 1, 0)).not.toBeNull();
    expect(cache.bytes).toBe(20);
  });

  it('serves but does not keep a list larger than the whole budget', () => {
    const cache = createJobListCache(9);
    const entry = cache.set('big', 1, Number.POSITIVE_INFINITY, '0123456789');
    expect(entry.json.toString()).toBe('0123456789');
    expect(cache.get('big', 1, 0)).toBeNull();
    expect(cache.bytes).toBe(0);
  });

  it('builds a derived body once, keeps it with its entry and counts its bytes', () => {
    const cache = createJobListCache();
    const entry = cache.set('a', 1, Number.POSITIVE_INFINITY, '[1]');
    let builds = 0;
    const build = (json: Buffer) => {
      builds += 1;
      return Buffer.concat([Buffer.from('{"x":'), json, Buffer.from('}')]);
    };
    expect(cache.body('a', entry, 'en', build).toString()).toBe('{"x":[1]}');
    expect(cache.body('a', entry, 'en', build).toString()).toBe('{"x":[1]}');
    expect(builds).toBe(1);
    expect(cache.bytes).toBe(3 + 9);
    // A newer version replaces the entry; bodies of the old one are no longer counted.
    cache.set('a', 2, Number.POSITIVE_INFINITY, '[2]');
    expect(cache.bytes).toBe(3);
  });
});
