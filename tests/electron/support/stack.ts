import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startMailbox } from '../../e2e/support/mailbox';
import { freePort, startProcess, stopProcess, waitForUrl } from '../../e2e/support/processes';

const root = resolve(__dirname, '../../..');

/**
 * A real API server (fresh PGlite in a temp folder) and SMTP receiver for the launch tests,
 * the same way the browser e2e suite starts them. The e2e helpers (createAccount, api) read
 * the addresses from E2E_API_URL and E2E_MAILBOX_URL, which this sets.
 */
export async function startStack(): Promise<{ apiUrl: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'conexao-electron-api-'));
  const mailbox = await startMailbox();
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const api = startProcess(
    process.execPath,
    ['--import', 'tsx', join(root, 'server/src/server.ts')],
    {
      TSX_TSCONFIG_PATH: join(root, 'server/tsconfig.json'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${mailbox.smtpPort}`,
      PUBLIC_URL: apiUrl,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    'api',
  );
  try {
    await waitForUrl(`${apiUrl}/health`, 120_000, api);
  } catch (error) {
    stopProcess(api);
    await mailbox.close();
    throw error;
  }
  process.env.E2E_API_URL = apiUrl;
  process.env.E2E_MAILBOX_URL = `http://127.0.0.1:${mailbox.httpPort}`;
  return {
    apiUrl,
    async stop() {
      stopProcess(api);
      await mailbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
