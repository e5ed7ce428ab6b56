import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The browser half of the stack, shared by the e2e suite (playwright.config.ts, global-setup.ts)
 * and the dashboard benchmark (bench/scenarios/dashboard-requests.mjs), so both measure the same
 * build in the same Chromium. Plain ESM because the bench runs under bare `node`, without tsx.
 */

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** CHROME_PATH first, then the usual install locations. Never a downloaded browser. */
export function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return CANDIDATES.find((p) => existsSync(p));
}

/** Headless, and quiet on the network (no updates, sync or QUIC), so every request seen is the app's. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const vite = (root) => join(root, 'node_modules/vite/bin/vite.js');

/**
 * `vite build` of the web renderer into `outDir` as shipped (production React whatever the
 * caller's NODE_ENV: vitest sets 'test'), talking to the API at `apiUrl` (else API_URL's, else
 * the config's default). Also the build scripts/bundle-size.mjs measures.
 */
export function buildWeb({ root, outDir, apiUrl = process.env.API_URL, stdio = 'inherit', timeout }) {
  execFileSync(
    process.execPath,
    [
      vite(root),
      'build',
      '--config',
      'vite.web.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
        API_URL: apiUrl,
      },
      stdio,
      timeout,
    },
  );
}

/** Node arguments that serve `outDir` with `vite preview` on 127.0.0.1:`port` (run with cwd = root). */
export function previewArgs({ root, outDir, port }) {
  return [
    vite(root),
    'preview',
    '--config',
    'vite.web.config.ts',
    '--outDir',
    outDir,
    '--port',
    String(port),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ];
}
