import { describe, expect, it } from 'vitest';
import { ifNoneMatch } from './conditional';

describe('ifNoneMatch', () => {
  it('matches the tag alone, in a list, weak or as *', () => {
    expect(ifNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(ifNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatch('*', '"abc"')).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(ifNoneMatch(undefined, '"abc"')).toBe(false);
    expect(ifNoneMatch('"abd"', '"abc"')).toBe(false);
    expect(ifNoneMatch('abc', '"abc"')).toBe(false);
  });
});
