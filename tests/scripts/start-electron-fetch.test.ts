import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm start` on a machine without the Electron binary: its fetch step asks the mirror named
 * by ELECTRON_MIRROR (a local server here) for the archive; the archive it gets is not the
 * real one, so the checksum fails, and `npm start` says so in one line and keeps the API up.
 * Electron is never launched (the download never succeeds) and nothing leaves this machine.
 */
const root = resolve(__dirname, '../..');
const electronVersion = (
  JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')) as { version: string }
).version;
const archive = `electron-v${electronVersion}-${process.platform}-${process.arch}.zip`;

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `conexao-${name}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  cleanups.push(() => new Promise<void>((done) => server.close(() => done())));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Resolves with the first stdout line matching `pattern`, or null if the process ends or time runs out. */
function waitForLine(child: ChildProcess, output: { text: string }, pattern: RegExp, timeoutMs: number) {
  return new Promise<string | null>((done) => {
    const timer = setTimeout(() => finish(null), timeoutMs);
    const check = () => {
      const line = output.text.split('\n').find((l) => pattern.test(l));
      if (line) finish(line);
    };
    const finish = (value: string | null) => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.off('exit', onExit);
      done(value);
    };
    const onExit = () => finish(null);
    child.stdout?.on('data', check);
    child.on('exit', onExit);
    check();
  });
}

/** Stops start.mjs and its process group (the API server through npm), then waits for it to end. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  process.kill(child.pid!, 'SIGTERM');
  await exited;
}

describe('npm start without the Electron binary', () => {
  it('asks ELECTRON_MIRROR for the archive, refuses a bad one in one line and keeps the API up', async () => {
    const requests: string[] = [];
    const mirror = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      response.writeHead(200, { 'content-type': 'application/zip' });
      response.end('this is not the Electron archive');
    });
    const mirrorPort = await listen(mirror);
    const apiPort = await freePort();

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(apiPort),
      DATA_DIR: tempDir('start-data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ELECTRON_MIRROR: `http://127.0.0.1:${mirrorPort}/`,
      // A cache of its own (the user's is never touched) and a dist folder with no binary in
      // it, so the binary counts as missing even on a machine that has one.
      electron_config_cache: tempDir('electron-cache'),
      ELECTRON_OVERRIDE_DIST_PATH: tempDir('electron-dist'),
    };
    for (const name of [
      'ELECTRON_SKIP_BINARY_DOWNLOAD',
      'ELECTRON_CUSTOM_DIR',
      'npm_config_electron_mirror',
      'NPM_CONFIG_ELECTRON_MIRROR',
      'npm_config_electron_custom_dir',
      'electron_use_remote_checksums',
      'npm_config_electron_use_remote_checksums',
      'HTTPS_PROXY',
      'https_proxy',
      'HTTP_PROXY',
      'http_proxy',
    ]) {
      delete env[name];
    }

    const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => stop(child));
    const output = { text: '' };
    child.stdout.on('data', (chunk: Buffer) => {
      output.text += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output.text += chunk.toString();
    });

    const line = await waitForLine(child, output, /^Electron cannot start/, 150_000);
    expect(line, output.text).not.toBeNull();

    expect(requests).toEqual([`GET /v${electronVersion}/${archive}`]);
    expect(line).toMatch(/failed its checksum/);
    expect(line).toMatch(/ELECTRON_MIRROR/);
    expect(line).toContain(`http://localhost:${apiPort}`);
    expect(line).toContain('npm run web');
    // One line: no stack trace, no second message about Electron.
    expect(
      output.text.split('\n').filter((l) => /electron/i.test(l) && !/^Fetching Electron/.test(l)),
    ).toEqual([line]);
    expect(output.text).not.toMatch(/^\s+at /m);

    expect(child.exitCode).toBeNull();
    expect(await healthy(apiPort)).toBe(true);

    await stop(child);
    // Stopping `npm start` stops the server it started (its own process group), within a bound.
    const deadline = Date.now() + 20_000;
    while ((await healthy(apiPort)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await healthy(apiPort)).toBe(false);
  });
});
