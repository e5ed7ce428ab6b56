import { describe, expect, it } from 'vitest';
import { acceptsBrotli } from '../../vite.brotli-plugin';

describe('which browsers get the Brotli files', () => {
  it('those whose Accept-Encoding names br, unless with q=0', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5, gzip')).toBe(true);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false);
    expect(acceptsBrotli('brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
