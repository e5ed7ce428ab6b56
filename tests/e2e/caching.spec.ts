import { expect, test } from '@playwright/test';

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
