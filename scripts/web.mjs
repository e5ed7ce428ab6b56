#!/usr/bin/env node
/**
 * `npm run web`: the renderer as a plain web app. Makes sure an API answers at API_URL
 * (default http://localhost:4000; when nothing answers and the address is local, starts
 * `npm run server` itself with data in ./data), builds the web renderer with
 * vite.web.config.ts and serves it on WEB_PORT (default 5173). Ctrl+C stops what it started.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answers, isWindows, shutdown, startChild, waitFor } from './lib/children.mjs';
import { isLoopbackHost } from './lib/loopback.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const apiUrl = (process.env.API_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
const webPort = process.env.WEB_PORT ?? '5173';
const webHost = process.env.WEB_HOST ?? '127.0.0.1';
const webUrl = `http://${webHost === '127.0.0.1' ? 'localhost' : webHost}:${webPort}/`;
const vite = join(root, 'node_modules/vite/bin/vite.js');
async function ensureApi() {
  if (await answers(`${apiUrl}/health`)) {
    console.log(`Using the API server at ${apiUrl}`);
    return;
  }
  const url = new URL(apiUrl);
  if (!isLoopbackHost(url.hostname)) {
    console.error(`No API answers at ${apiUrl}/health, and it is not a local address to start one on.`);
    shutdown(1);
  }
  const server = startChild(isWindows ? 'npm.cmd' : 'npm', ['run', 'server'], {
    cwd: root,
    shell: isWindows,
    env: {
      ...process.env,
      PORT: url.port || (url.protocol === 'https:' ? '443' : '80'),
      DATA_DIR: resolve(root, process.env.DATA_DIR ?? 'data'),
      // Links in emails (reset password) point at this web app.
      WEB_URL: process.env.WEB_URL ?? webUrl.replace(/\/$/, ''),
    },
  });
  server.on('exit', (code) => {
    console.error(`The API server stopped (exit code ${code ?? 'signal'}).`);
    shutdown(code || 1);
  });
  if (!(await waitFor(`${apiUrl}/health`, server, 120_000))) {
    console.error(`The API server did not answer ${apiUrl}/health.`);
    shutdown(1);
  }
}

async function main() {
  await ensureApi();

  const env = { ...process.env, API_URL: apiUrl, WEB_PORT: webPort };
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      env,
    },
  );
  if (build.status !== 0) shutdown(build.status ?? 1);

  const web = startChild(
    process.execPath,
    [vite, 'preview', '--config', 'vite.web.config.ts', '--port', webPort, '--strictPort', '--host', webHost],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  web.on('exit', (code) => shutdown(code ?? 0));
  if (!(await waitFor(webUrl, web, 30_000))) {
    console.error(`The web app did not start on port ${webPort} (is it in use? set WEB_PORT).`);
    shutdown(1);
  }
  console.log(`Conexão (browser app) is running at ${webUrl} — API ${apiUrl}. Ctrl+C stops it.`);
}

main().catch((error) => {
  console.error(error);
  shutdown(1);
});
