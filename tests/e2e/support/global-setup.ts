import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeFacebook, startFakeGoogle } from '../../../server/test/fake-providers';
import { startMailbox } from './mailbox';
import { startApiControl } from './api-control';
import { freePort, startProcess, stopProcess, waitForUrl } from './processes';
import { buildWeb, chromiumPath, previewArgs } from './web-stack.mjs';

/**
 * One real stack for the whole e2e run: SMTP receiver → API server (fresh PGlite in a temp
 * DATA_DIR) → web build served by vite preview. Workers read the URLs from the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!chromiumPath()) {
    throw new Error('Chromium not found: install it (apt-get install -y chromium) or set CHROME_PATH.');
  }
  const root = process.cwd();
  const dataDir = mkdtempSync(join(tmpdir(), 'conexao-e2e-'));
  const mailbox = await startMailbox();
  // Sign-in with Google and Facebook (issue 14) against local fakes speaking the real protocols.
  const [google, facebook] = await Promise.all([startFakeGoogle(), startFakeFacebook()]);
  const apiPort = await freePort();
  const webPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;

  // A function, so the opt-in API control (support/api-control.ts) can restart it on the same port and data.
  const startApi = () =>
    startProcess(
      process.execPath,
      ['--import', 'tsx', join(root, 'server/src/server.ts')],
      {
        // The server resolves @shared/* through its own tsconfig paths.
        TSX_TSCONFIG_PATH: join(root, 'server/tsconfig.json'),
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${mailbox.smtpPort}`,
        PUBLIC_URL: apiUrl,
        WEB_URL: webUrl,
        // The e2e suite signs in many times from one address.
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        DATABASE_URL: '',
        REDIS_URL: '',
        ...google.env,
        ...facebook.env,
      },
      'api',
    );
  let api = startApi();

  // One folder per run, so two e2e runs on one machine never rebuild each other's files.
  const outDir = join(root, `out/web-e2e-${process.pid}`);
  buildWeb({ root, outDir, apiUrl });
  const web = startProcess(
    process.execPath,
    previewArgs({ root, outDir, port: webPort }),
    { API_URL: apiUrl },
    'web',
  );

  try {
    await waitForUrl(`${apiUrl}/health`, 120_000, api);
    await waitForUrl(webUrl, 30_000, web);
  } catch (error) {
    stopProcess(api);
    stopProcess(web);
    await mailbox.close();
    await Promise.all([google.close(), facebook.close()]);
    throw error;
  }

  const control = await startApiControl({
    apiUrl,
    stop: () => {
      stopProcess(api);
      return api;
    },
    start: () => {
      api = startApi();
      return api;
    },
  });
  process.env.E2E_CONTROL_URL = control.url;
  process.env.E2E_API_URL = apiUrl;
  process.env.E2E_WEB_URL = webUrl;
  process.env.E2E_MAILBOX_URL = `http://127.0.0.1:${mailbox.httpPort}`;
  process.env.E2E_FAKE_GOOGLE_URL = google.url;
  process.env.E2E_FAKE_FACEBOOK_URL = facebook.url;

  return async () => {
    await control.close();
    stopProcess(api);
    stopProcess(web);
    await mailbox.close();
    await Promise.all([google.close(), facebook.close()]);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  };
}
