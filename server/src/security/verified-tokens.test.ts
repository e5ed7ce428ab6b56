import { describe, expect, it } from 'vitest';
import { createVerifiedTokens } from './verified-tokens';

describe('verified tokens', () => {
  it('gives a kept value until its expiry, then forgets it', () => {
    const kept = createVerifiedTokens<string>(10);
    kept.set('a.b.c', 'claims', 1_000);
    expect(kept.get('a.b.c', 999)).toBe('claims');
    expect(kept.get('a.b.x', 999)).toBeUndefined();
    expect(kept.get('a.b.c', 1_000)).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  it('keeps at most `max`, dropping the oldest first', () => {
    const kept = createVerifiedTokens<number>(2);
    kept.set('one', 1, 10);
    kept.set('two', 2, 10);
    kept.set('three', 3, 10);
    expect(kept.size).toBe(2);
    expect(kept.get('one', 0)).toBeUndefined();
    expect(kept.get('two', 0)).toBe(2);
    expect(kept.get('three', 0)).toBe(3);
  });
});
