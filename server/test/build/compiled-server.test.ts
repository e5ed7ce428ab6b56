import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { productionCommand } from '../../scripts/production-command.mjs';
import { loadConfig } from '../../src/config';
import { REPO_ROOT, SERVER_DIR } from '../../src/paths';

/**
 * Production runs the bundle (`npm run build:server`, then `npm run server:prod`), not tsx.
 * This builds it and starts it from an unrelated working directory: it must find its
 * migrations, create its database and answer /health like the development server.
 */
describe('compiled server', () => {
  it('builds, starts from another directory with a fresh data folder, and answers /health', async () => {
    const build = spawnSync(process.execPath, [path.join(SERVER_DIR, 'scripts/build.mjs')], {
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    // Started as `npm run server:prod` starts it, node's flags included.
    const { nodeFlags, entry: script } = productionCommand();
    const entry = path.join(SERVER_DIR, script);
    expect(existsSync(entry)).toBe(true);

    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'conexao-compiled-'));
    const child: ChildProcess = spawn(process.execPath, [...nodeFlags, entry], {
      cwd: os.tmpdir(),
      env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onTestFinished(async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    });

    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) resolve(match[1]!);
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
    });
    const response = await fetch(`${url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
    // The database went where DATA_DIR said, not into the working directory.
    expect(await readdir(dataDir)).toContain('pglite');
  }, 90_000);

  it('resolves a relative DATA_DIR against the repository root, whatever the working directory', () => {
    expect(loadConfig({}).dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(loadConfig({ DATA_DIR: 'var/conexao' }).dataDir).toBe(path.join(REPO_ROOT, 'var/conexao'));
    expect(path.basename(SERVER_DIR)).toBe('server');
  });
});
