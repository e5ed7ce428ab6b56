#!/usr/bin/env node
/**
 * `npm start`: the API server (embedded PGlite, data in ./data) and the desktop app pointed at
 * it. A missing Electron binary is fetched first, as electron's own installer would
 * (lib/electron-fetch.mjs: ELECTRON_MIRROR, proxies, checksums and cache respected, with a
 * progress line). Where that cannot be done (no network, ELECTRON_SKIP_BINARY_DOWNLOAD=1) it
 * says why in one line and keeps the server in the foreground for the browser app
 * (`npm run web`) until Ctrl+C.
 *
 * Env: PORT (API port, default 4000), DATA_DIR (default ./data), anything else the server reads.
 * An API already answering /health on that port is reused rather than started twice.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answers, isWindows, shutdown, startChild, waitFor } from './lib/children.mjs';
import { ensureElectron } from './lib/electron-fetch.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '4000';
const apiUrl = `http://localhost:${port}`;

async function main() {
  let server = null;
  if (await answers(`${apiUrl}/health`)) {
    console.log(`Using the API server already running at ${apiUrl}`);
  } else {
    const npm = isWindows ? 'npm.cmd' : 'npm';
    server = startChild(npm, ['run', 'server'], {
      cwd: root,
      // npm.cmd is a batch file: Windows runs it only through a shell.
      shell: isWindows,
      env: { ...process.env, PORT: port, DATA_DIR: resolve(root, process.env.DATA_DIR ?? 'data') },
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

  const electron = await ensureElectron();
  if (!electron.binary) {
    const why = electron.skipped
      ? 'ELECTRON_SKIP_BINARY_DOWNLOAD is set and no Electron binary is installed (unset it to fetch one)'
      : `${electron.cause}; ${electron.fix}`;
    console.log(
      `Electron cannot start: ${why}. The API server is running at ${apiUrl} — run \`npm run web\` for the browser app.`,
    );
    if (!server) process.exit(0);
    return; // the server child keeps this process alive until Ctrl+C
  }
  const binary = electron.binary;

  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, API_URL: apiUrl },
    },
  );
  if (build.status !== 0) shutdown(build.status ?? 1);

  const app = startChild(binary, ['.'], {
    cwd: root,
    shell: false,
    env: { ...process.env, CONEXAO_API_URL: apiUrl, ELECTRON_RENDERER_URL: '' },
  });
  app.on('exit', (code) => shutdown(code ?? 0));
}

main().catch((error) => {
  console.error(error);
  shutdown(1);
});
