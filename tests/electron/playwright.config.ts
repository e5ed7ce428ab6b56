import { defineConfig } from '@playwright/test';

/**
 * The Electron launch test, apart from the browser e2e suite: it needs the Electron binary,
 * which this machine does not have (the test then skips with one plain line). Run with
 *   npx playwright test --config tests/electron/playwright.config.ts
 */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: '../../test-results/electron',
});
