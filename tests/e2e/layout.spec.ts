import { type Page, expect, test } from '@playwright/test';
import { completeEmployerProfile, createAccount, openSignedIn } from './support/api';

/**
 * Issue 12 #5: at 1024×700 the side navigation is a rail of icons (labels still the links'
 * names, shown as tooltips on focus) and no screen scrolls sideways; at 1366 the full sidebar
 * is back, and at 1920 the content uses the width it has.
 */

const ROUTES = ['/', '/application', '/jobs', '/post-Job', '/candidates', '/Chat', '/profile', '/settings'];

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('the sidebar collapses to icons below 1200 px and no screen overflows sideways at 1024×700', async ({
  page,
}) => {
  const employer = await createAccount('EMPLOYER');
  await completeEmployerProfile(employer);
  await page.setViewportSize({ width: 1024, height: 700 });
  await openSignedIn(page, employer, '/');

  const sidebar = page.locator('#app-sidebar');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Candidates' })).toBeVisible();
  expect((await sidebar.boundingBox())?.width).toBeLessThanOrEqual(80);
  // The label is the link's name, and a tooltip when the link has keyboard focus.
  const candidates = nav.getByRole('link', { name: 'Candidates' });
  await candidates.focus();
  await expect(candidates.locator('.nav-label')).toBeVisible();
  expect((await candidates.locator('.nav-label').boundingBox())?.width).toBeGreaterThan(40);

  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await horizontalOverflow(page), route).toBeLessThanOrEqual(0);
  }

  // The Jobs group opens beside the rail, its links reachable.
  await page.goto('/');
  await nav.getByRole('button', { name: 'Jobs' }).click();
  await nav.getByRole('link', { name: 'Post a Job' }).click();
  await expect(page).toHaveURL(/\/post-Job$/);

  await page.setViewportSize({ width: 1366, height: 850 });
  expect((await sidebar.boundingBox())?.width).toBeGreaterThan(200);
  await expect(candidates.locator('.nav-label')).toBeVisible();

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/candidates');
  const main = await page.locator('main').boundingBox();
  const sidebarWidth = (await sidebar.boundingBox())?.width ?? 0;
  expect((main?.width ?? 0) + sidebarWidth).toBeGreaterThan(1900);
});
