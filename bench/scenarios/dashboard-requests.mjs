import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, freePort, startChild, stop, waitForUrl } from '../lib/proc.mjs';

/**
 * "The dashboard makes at most 3 API requests whatever the number of jobs": the web build in
 * Debian's Chromium (playwright-core, never a downloaded browser), signed in as the employer with
 * 1,000 jobs, counting every request to the API while the dashboard loads.
 */

const CHROMIUM = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].find((p) => p && existsSync(p));

export async function countDashboardRequests({ apiUrl, session, log }) {
  if (!CHROMIUM) return { skipped: 'no Chromium found (CHROME_PATH)' };
  const { chromium } = await import('playwright-core');
  const outDir = join(ROOT, `out/web-bench-${process.pid}`);
  log('building the web app…');
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
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
      cwd: ROOT,
      env: { ...process.env, API_URL: apiUrl },
      stdio: 'ignore',
      timeout: 300_000,
    },
  );
  const port = await freePort();
  const web = startChild(
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
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
    ],
    { API_URL: apiUrl },
    'web',
    false,
  );
  const webUrl = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    await waitForUrl(webUrl, 60_000, web);
    const page = await browser.newPage();
    await page.goto(`${webUrl}/signin`);
    await page.evaluate(
      ({ token, userId }) => {
        localStorage.setItem('conexao_token', token);
        localStorage.setItem('conexao_user_id', userId);
        localStorage.setItem('profile_setup', 'true');
      },
      { token: session.token, userId: session.userId },
    );
    const requests = [];
    let last = Date.now();
    page.on('request', (request) => {
      if (!request.url().startsWith(apiUrl) || request.method() === 'OPTIONS') return;
      requests.push(`${request.method()} ${request.url().slice(apiUrl.length)}`);
      last = Date.now();
    });
    const begin = Date.now();
    await page.goto(`${webUrl}/`);
    // Quiet for 3 s (or 30 s in all): the dashboard has made every call it is going to make.
    while (Date.now() - last < 3000 && Date.now() - begin < 30_000) await page.waitForTimeout(250);
    const text =
      (await page
        .locator('main')
        .textContent()
        .catch(() => '')) ?? '';
    // The dashboard's own calls are the jobs API; the shell (user details, unread count, socket)
    // loads on every screen and is listed apart.
    const own = requests.filter((r) => / \/(internship|company)\b/.test(r));
    return {
      total: requests.length,
      dashboard: own.length,
      dashboardRequests: own,
      requests,
      note: 'shell calls (GET /user/details, GET /messages/conversations, socket.io) are made on every screen',
      rendered: text.slice(0, 300),
    };
  } finally {
    await browser.close().catch(() => {});
    await stop(web);
    rmSync(outDir, { recursive: true, force: true });
  }
}
