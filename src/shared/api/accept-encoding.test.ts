import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './accept-encoding';

describe('which browsers get the Brotli files', () => {
  it('those whose Accept-Encoding names br, unless with q=0', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('br;q=0.5, gzip', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, deflate', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('brotli', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'br')).toBe(false);
  });
});
