import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles } from '../../scripts/lib/import-cycles.mjs';

const script = fileURLToPath(new URL('../../scripts/check-boundaries.mjs', import.meta.url));

/** Runs the lint's boundary check on a fixture tree, as `npm run lint` runs it on the repository. */
function check(fixture: string) {
  const cwd = fileURLToPath(new URL(`../../scripts/fixtures/boundaries/${fixture}/`, import.meta.url));
  const run = spawnSync(process.execPath, [script], { cwd, encoding: 'utf8' });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

const graph = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('findCycles', () => {
  it('names each tangle once, as a path back to where it starts', () => {
    expect(findCycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c', 'a']]);
    expect(findCycles(graph({ user: ['company', 'auth'], company: ['user'], x: ['y'], y: ['x'] }))).toEqual([
      ['company', 'user', 'company'],
      ['x', 'y', 'x'],
    ]);
  });

  it('finds nothing in a graph that flows one way', () => {
    expect(
      findCycles(graph({ user: ['auth', 'company'], company: ['uploads'], internships: ['company'] })),
    ).toEqual([]);
  });
});

describe('check-boundaries', () => {
  it('fails on an import cycle between renderer features, naming the path and the imports', () => {
    const { status, err } = check('feature-cycle');
    expect(status).toBe(1);
    expect(err).toContain('import cycle between renderer features: chat → shell → jobs → chat');
    expect(err).toContain('jobs → chat: src/renderer/src/features/jobs/index.ts imports ../chat');
  });

  it('fails on an import cycle between server modules, naming the path', () => {
    const { status, out, err } = check('module-cycle');
    expect(status).toBe(1);
    expect(err).toContain('import cycle between server modules: company → user → company');
    expect(out).not.toContain('import boundaries: ok');
  });

  it('passes a tree whose features and modules depend one way', () => {
    const { status, out, err } = check('clean');
    expect({ status, err }).toEqual({ status: 0, err: '' });
    expect(out).toContain('import boundaries: ok');
  });
});
