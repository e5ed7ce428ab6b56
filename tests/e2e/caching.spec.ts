import { expect, type Page, test } from '@playwright/test';
import { employerWithJob, openSignedIn } from './support/api';

/**
 * The served web build: the HTML is revalidated on every load, the hashed files it names are
 * kept for a year (vite.web.config.ts, cacheHeaders), so a warm start asks for one file only.
 */
test('the HTML is revalidated and the hashed assets are immutable', async ({ request, baseURL }) => {
  const html = await request.get('/');
  expect(html.ok()).toBe(true);
  expect(html.headers()['cache-control']).toBe('no-cache');
  const assets = [...(await html.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const response = await request.get(new URL(asset, baseURL).toString());
    expect(response.ok(), asset).toBe(true);
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
  }
});

test('hashed files go out Brotli-compressed to a browser that takes it, the same bytes once unpacked', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const url = new URL(asset, baseURL).toString();
    const packed = await request.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(packed.headers()['content-encoding'], asset).toBe('br');
    expect(packed.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], asset).toBeUndefined();
    expect((await packed.body()).equals(await plain.body()), asset).toBe(true);
  }
});

/** The kept app page (public/sw.js), read in the page. */
const keptShell = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('conexao-shell-v1')).match('/'))?.text() ?? null);

test("a returning visitor's start is served by the service worker, never from a page whose files are gone", async ({
  page,
  request,
}) => {
  const signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
  await page.goto('/signin');
  await expect(signInButton).toBeVisible();
  // Registered a little after load (lib/service-worker.ts); active once it kept the page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const served = await (await request.get('/')).text();
  expect(await keptShell(page)).toBe(served);

  const again = await page.goto('/signin');
  expect(again?.fromServiceWorker()).toBe(true);
  await expect(signInButton).toBeVisible();

  // A kept page naming an entry file the browser no longer has (a new version was deployed and the
  // old files are gone): the start waits for the network's page instead, and keeps that one.
  const stale = served.replace(/\/assets\/index-[^"]+\.js/, '/assets/index-gone.js');
  expect(stale).not.toBe(served);
  await page.evaluate(async (html) => {
    const cache = await caches.open('conexao-shell-v1');
    await cache.put('/', new Response(html, { headers: { 'content-type': 'text/html' } }));
  }, stale);
  await page.goto('/signin');
  await expect(signInButton).toBeVisible();
  await expect.poll(() => keptShell(page)).toBe(served);

  // A file opened in a tab is that file, not the app page.
  const file = await page.goto('/sw.js');
  expect(file?.headers()['content-type']).toContain('javascript');
});

test('a signed-in start asks for the dashboard counts before the app has booted, and once', async ({
  page,
}) => {
  const { employer } = await employerWithJob({ title: 'Early counts' });
  const sent: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'GET' && (path.endsWith('/count') || path.includes('/dashboard-page')))
      sent.push(path);
  });
  await openSignedIn(page, employer);
  await expect(page.getByTestId('total-jobs')).toHaveText('1');
  await expect(page.getByTestId('total-applications')).toHaveText('0');
  const counts = sent.filter((path) => path.endsWith('/count'));
  // Once each: the dashboard took the answers of the reads sent at start-up (lib/early-reads.ts)...
  expect(counts.sort()).toEqual(['/internship/applications/count', '/internship/count']);
  // ...which left before the dashboard's own code was even asked for.
  const screen = sent.findIndex((path) => path.includes('/dashboard-page'));
  expect(screen).toBeGreaterThan(-1);
  expect(sent.indexOf('/internship/count')).toBeLessThan(screen);
  expect(sent.indexOf('/internship/applications/count')).toBeLessThan(screen);
});
