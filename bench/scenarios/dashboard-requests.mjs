import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildWeb, CHROMIUM_ARGS, chromiumPath, previewArgs } from '../../tests/e2e/support/web-stack.mjs';
import { ROOT, freePort, startChild, stop, waitForUrl } from '../lib/proc.mjs';

/**
 * "The dashboard makes at most 3 API requests whatever the number of jobs": the web build in
 * Debian's Chromium (playwright-core, never a downloaded browser), signed in as the employer with
 * 1,000 jobs, counting every request to the API while the dashboard loads.
 */

export async function countDashboardRequests({ apiUrl, session, log }) {
  const executablePath = chromiumPath();
  if (!executablePath) return { skipped: 'no Chromium found (CHROME_PATH)' };
  const { chromium } = await import('playwright-core');
  const outDir = join(ROOT, `out/web-bench-${process.pid}`);
  log('building the web app…');
  buildWeb({ root: ROOT, outDir, apiUrl, stdio: 'ignore', timeout: 300_000 });
  const port = await freePort();
  const web = startChild(previewArgs({ root: ROOT, outDir, port }), { API_URL: apiUrl }, 'web', false);
  const webUrl = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
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
