import { describe, expect, it } from 'vitest';
import { defaultPoolSize } from './pool-size';

describe('defaultPoolSize', () => {
  it('is twice the cores, at least 2 and at most 10', () => {
    expect(defaultPoolSize(1)).toBe(2);
    expect(defaultPoolSize(2)).toBe(4);
    expect(defaultPoolSize(3)).toBe(6);
    expect(defaultPoolSize(5)).toBe(10);
    expect(defaultPoolSize(64)).toBe(10);
  });
});
