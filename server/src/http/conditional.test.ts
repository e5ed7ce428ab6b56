import { describe, expect, it } from 'vitest';
import { acceptsGzip, ifNoneMatch } from './conditional';

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

describe('acceptsGzip', () => {
  it('accepts gzip as browsers send it, and *', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
  });

  it('refuses no header, other codings and gzip;q=0', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
  });
});
