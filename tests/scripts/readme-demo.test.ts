import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The README's demo steps, run as a newcomer runs them: `npm run seed`, then the API server
 * (`npm run server`), then sign in as the demo employer. Both commands get the SAME relative
 * DATA_DIR; npm runs the server workspace's scripts from server/, and a relative folder must
 * still mean the repository's (the bug this guards: the seed wrote to server/data and the app
 * read ./data, so the README's sign-in failed).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = `.tmp/readme-demo-${process.pid}`;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// Only what a shell gives a newcomer: no database or Redis of the CI run.
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' };

let server: ChildProcess | null = null;
afterAll(async () => {
  if (server?.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
  }
  rmSync(path.join(root, dataDir), { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}/health`);
}

describe("the README's demo sign-in", () => {
  it('seed, start the server, sign in as demo@conexao.ao and find the demo jobs', async () => {
    const seed = spawnSync(npm, ['run', 'seed'], { cwd: root, env, encoding: 'utf8' });
    expect(seed.status, seed.stderr).toBe(0);
    expect(seed.stdout).toContain(path.join(root, dataDir));

    const port = await freePort();
    // As `npm start` and `npm run web` start it: DATA_DIR made absolute against the repository.
    server = spawn(npm, ['run', 'server'], {
      cwd: root,
      env: { ...env, DATA_DIR: path.resolve(root, dataDir), PORT: String(port) },
      stdio: 'ignore',
      // Its own process group, so stopping it also stops npm's children (tsx, node).
      detached: process.platform !== 'win32',
    });
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, server, 120_000);

    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@conexao.ao', password: 'Conexao-demo-2026' }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const jobs = await fetch(`${url}/internship/count`, { headers: { authorization: data.accessToken } });
    expect(jobs.status).toBe(200);
    expect(((await jobs.json()) as { data: { count: number } }).data.count).toBe(12);
    if (process.platform !== 'win32' && server.pid) process.kill(-server.pid, 'SIGTERM');
  });
});
