import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const shared = fileURLToPath(new URL('./src/shared', import.meta.url));
const renderer = fileURLToPath(new URL('./src/renderer/src', import.meta.url));
const alias = { '@shared': shared, '@renderer': renderer };

/** One runner, five projects: the contract, the renderer (DOM), the main process (node), the developer scripts, the server. */
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is a single worker; two cut the server suite by ~30%.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: 'shared', environment: 'node', include: ['src/shared/**/*.test.ts'] },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['src/renderer/src/test/setup.ts'],
          // Full-page tests (router + stores + user-event) take seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'main',
          environment: 'node',
          include: ['src/main/**/*.test.ts', 'src/preload/**/*.test.ts'],
        },
      },
      {
        // The developer scripts (npm start's Electron fetch step), run as child processes.
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['tests/scripts/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          root: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
