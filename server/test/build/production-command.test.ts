import { describe, expect, it } from 'vitest';
import { productionCommand } from '../../scripts/production-command.mjs';

/**
 * `npm run server:prod` is the one place production's start is spelled; the benches and the
 * build test read it through productionCommand, so they start what production starts.
 */
describe('productionCommand', () => {
  it("splits start:prod into node's flags and the bundle", () => {
    expect(productionCommand('node --max-old-space-size=384 --trace-warnings dist/server.js')).toEqual({
      nodeFlags: ['--max-old-space-size=384', '--trace-warnings'],
      entry: 'dist/server.js',
    });
    expect(productionCommand('node dist/server.js')).toEqual({ nodeFlags: [], entry: 'dist/server.js' });
  });

  it('refuses a script of another shape rather than start something else', () => {
    expect(() => productionCommand('tsx src/server.ts')).toThrow(/start:prod/);
    expect(() => productionCommand('node dist/server.js --port 80')).toThrow(/start:prod/);
    expect(() => productionCommand('node')).toThrow(/start:prod/);
  });

  it("production caps V8's heap: the 512 MB a server may use holds PGlite's heap beside it", () => {
    const { nodeFlags, entry } = productionCommand();
    expect(entry).toBe('dist/server.js');
    const ceiling = nodeFlags.map((flag) => /^--max-old-space-size=(\d+)$/.exec(flag)?.[1]).find(Boolean);
    expect(Number(ceiling)).toBeGreaterThan(0);
    expect(Number(ceiling)).toBeLessThanOrEqual(384);
  });
});
