import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { electronBinary, launchSkipReason } from './electron-binary';

const root = resolve(__dirname, '../..');
const skipReason = launchSkipReason();
// Said plainly in the run's output, not only in the report's annotations.
if (skipReason) console.log(skipReason);

test.describe('desktop app launch', () => {
  test.skip(skipReason !== null, skipReason ?? '');

  let userData: string;

  test.beforeAll(() => {
    // The built app (out/) is what is launched, exactly as `npm start` does.
    execFileSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    userData = mkdtempSync(join(tmpdir(), 'conexao-electron-'));
  });

  test.afterAll(() => {
    if (userData) rmSync(userData, { recursive: true, force: true });
  });

  test('opens one sandboxed, isolated window on the sign-in page', async () => {
    const app = await electron.launch({
      executablePath: electronBinary()!,
      args: ['.'],
      cwd: root,
      env: {
        ...process.env,
        // A fresh profile: no remembered session, so the guard lands on /signin.
        CONEXAO_USER_DATA_DIR: userData,
        // Nothing listens here; the sign-in page needs no API to render.
        CONEXAO_API_URL: 'http://127.0.0.1:9',
        ELECTRON_RENDERER_URL: '',
      },
    });
    try {
      const page = await app.firstWindow();
      await expect(page).toHaveURL(/^app:\/\/conexao\/signin/);
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

      const windowState = await app.evaluate(({ BrowserWindow }) => {
        const windows = BrowserWindow.getAllWindows();
        // Undocumented in Electron's typings but present at run time: the window's effective prefs.
        const contents = windows[0]!.webContents as unknown as {
          getLastWebPreferences?: () => Record<string, unknown> | null;
        };
        const prefs = contents.getLastWebPreferences?.();
        return {
          count: windows.length,
          visible: windows[0]!.isVisible(),
          sandbox: prefs?.sandbox,
          contextIsolation: prefs?.contextIsolation,
          nodeIntegration: prefs?.nodeIntegration,
          webSecurity: prefs?.webSecurity,
        };
      });
      expect(windowState).toEqual({
        count: 1,
        visible: true,
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
        webSecurity: true,
      });

      // The page sees the bridge and nothing of Node or Electron.
      const pageState = await page.evaluate(() => {
        const scope = globalThis as unknown as { conexao?: unknown; require?: unknown; process?: unknown };
        return { bridge: typeof scope.conexao, require: typeof scope.require, process: typeof scope.process };
      });
      expect(pageState).toEqual({ bridge: 'object', require: 'undefined', process: 'undefined' });
    } finally {
      await app.close();
    }
  });
});
