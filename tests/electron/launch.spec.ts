import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron as electron, type ElectronApplication, expect, type Page, test } from '@playwright/test';
import { io } from 'socket.io-client';
import { SOCKET_OPTIONS } from '../../src/shared/constants';
import {
  type Account,
  candidateWith,
  completeEmployerProfile,
  createAccount,
  postJob,
} from '../e2e/support/api';
import { applyWithCv, tinyPdf } from '../e2e/support/pdf';
import { electronBinary, launchSkipReason } from './electron-binary';
import { startStack } from './support/stack';
import { metadataFile, startUpdateFeed } from './support/update-feed';

const root = resolve(__dirname, '../..');
const skipReason = launchSkipReason();
// Said plainly in the run's output, not only in the report's annotations.
if (skipReason) console.log(skipReason);

/** A JWT anywhere in a text: the access token must never be stored where this finds it. */
const JWT = /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/;

const profiles: string[] = [];
function freshProfile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'conexao-electron-'));
  profiles.push(dir);
  return dir;
}

function appEnv(userData: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    CONEXAO_USER_DATA_DIR: userData,
    ELECTRON_RENDERER_URL: '',
    ...extra,
  };
}

async function launch(userData: string, extra: Record<string, string> = {}): Promise<ElectronApplication> {
  return electron.launch({
    executablePath: electronBinary()!,
    args: ['.'],
    cwd: root,
    env: appEnv(userData, extra),
  });
}

async function signInThroughUi(page: Page, account: Account): Promise<void> {
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin$/);
}

/**
 * Records, inside the main process, what the app hands the OS: notifications shown (and the
 * last one, to click it) and badge counts. The real calls still happen; Notification.isSupported
 * is forced on because a CI desktop may run no notification server, and what is tested is the
 * app's decision and its click handling.
 */
async function recordNativeCalls(app: ElectronApplication): Promise<void> {
  await app.evaluate(({ app: electronApp, BrowserWindow, Notification }) => {
    const record = {
      shown: [] as Array<{ title: string; body: string }>,
      badges: [] as number[],
      last: null as unknown,
    };
    (globalThis as Record<string, unknown>).__conexaoTest = record;
    Notification.isSupported = () => true;
    const show = Notification.prototype.show;
    Notification.prototype.show = function (this: Electron.Notification) {
      record.shown.push({ title: this.title, body: this.body });
      record.last = this;
      try {
        show.call(this);
      } catch {
        // no notification server on this desktop: the app's part is what is checked
      }
    };
    const setBadgeCount = electronApp.setBadgeCount.bind(electronApp);
    electronApp.setBadgeCount = (count?: number) => {
      record.badges.push(count ?? 0);
      return setBadgeCount(count);
    };
    const win = BrowserWindow.getAllWindows()[0]!;
    const setOverlayIcon = win.setOverlayIcon.bind(win);
    win.setOverlayIcon = (image, description) => {
      record.badges.push(Number(description) || 0);
      setOverlayIcon(image, description);
    };
  });
}

const recorded = (app: ElectronApplication) =>
  app.evaluate(() => {
    const record = (globalThis as Record<string, unknown>).__conexaoTest as {
      shown: Array<{ title: string; body: string }>;
      badges: number[];
    };
    return { shown: record.shown, badges: record.badges };
  });

test.describe('desktop app launch', () => {
  test.skip(skipReason !== null, skipReason ?? '');

  let stack: Awaited<ReturnType<typeof startStack>>;
  let employer: Account;

  test.beforeAll(async () => {
    // The built app (out/) is what is launched, exactly as `npm start` does.
    execFileSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    stack = await startStack();
    employer = await createAccount('EMPLOYER');
    await completeEmployerProfile(employer);
  });

  test.afterAll(async () => {
    await stack?.stop();
    for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
  });

  test('opens one sandboxed, isolated window on the sign-in page', async () => {
    const app = await launch(freshProfile(), { CONEXAO_API_URL: stack.apiUrl });
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

  test('signs in against a real API server; the token is kept through safeStorage, never in the page or in plain text', async () => {
    const userData = freshProfile();
    const app = await launch(userData, { CONEXAO_API_URL: stack.apiUrl });
    try {
      const page = await app.firstWindow();
      await signInThroughUi(page, employer);

      const pageStorage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
      expect(pageStorage).not.toMatch(JWT);

      const onDisk = readFileSync(join(userData, 'session.json'), 'utf8');
      expect(onDisk).not.toMatch(JWT);
      const stored = (JSON.parse(onDisk) as { login?: { token?: string } }).login?.token;
      if (stored) {
        // Ciphertext that the OS key store (Keychain, DPAPI, libsecret) turns back into the token.
        const decrypted = await app.evaluate(
          ({ safeStorage }, cipher) => safeStorage.decryptString(Buffer.from(cipher, 'base64')),
          stored,
        );
        expect(decrypted).toMatch(JWT);
      } else {
        // No real key store (Linux without a keyring): the token stays in memory only.
        const keyStore = await app.evaluate(({ safeStorage }) =>
          safeStorage.isEncryptionAvailable() ? (safeStorage.getSelectedStorageBackend?.() ?? 'os') : 'none',
        );
        expect(['none', 'basic_text']).toContain(keyStore);
      }
    } finally {
      await app.close();
    }
  });

  test('a candidate’s message notifies while the window is in the background; the click opens the conversation; the badge counts it', async () => {
    const candidate = await createAccount('CANDIDATE');
    const app = await launch(freshProfile(), { CONEXAO_API_URL: stack.apiUrl });
    const socket = io(stack.apiUrl, {
      ...SOCKET_OPTIONS,
      auth: { token: candidate.token },
      transports: ['websocket'],
    });
    try {
      const page = await app.firstWindow();
      await signInThroughUi(page, employer);
      await recordNativeCalls(app);
      await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]!.blur());

      await new Promise<void>((done, fail) => {
        socket.once('connect', () => done());
        socket.once('connect_error', fail);
      });
      const text = `Olá, tenho interesse na vaga ${randomUUID().slice(0, 8)}`;
      await socket.timeout(10_000).emitWithAck('sendMessage', {
        senderId: candidate.userId,
        receiverId: employer.userId,
        message: text,
        timestamp: new Date().toISOString(),
        clientId: randomUUID(),
      });

      await expect.poll(async () => (await recorded(app)).shown.map((n) => n.body)).toContain(text);
      await expect.poll(async () => Math.max(0, ...(await recorded(app)).badges)).toBeGreaterThanOrEqual(1);

      await app.evaluate(() => {
        const record = (globalThis as Record<string, unknown>).__conexaoTest as {
          last: { emit(e: string): void };
        };
        record.last.emit('click');
      });
      await expect(page).toHaveURL(new RegExp(`/chat/${candidate.userId}$`));
    } finally {
      socket.disconnect();
      await app.close();
    }
  });

  test('shows a CV in the window’s own PDF viewer: plugins on, the blob: URL allowed by the CSP', async () => {
    const candidate = await candidateWith({ first_name: 'Ana', last_name: 'Electron' });
    const jobId = await postJob(employer, { title: `Estágio com CV ${randomUUID().slice(0, 8)}` });
    const pdf = tinyPdf('CV Ana Electron');
    const applicationId = await applyWithCv(jobId, candidate, pdf, 'ana-electron.pdf');
    const app = await launch(freshProfile(), { CONEXAO_API_URL: stack.apiUrl });
    try {
      const page = await app.firstWindow();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to load/i.test(message.text())) refused.push(message.text());
      });
      await signInThroughUi(page, employer);
      // The router's own navigation (createBrowserRouter follows popstate), as a click in the app would.
      await page.evaluate((path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/detail-view/${applicationId}`);

      const viewer = page.getByLabel('CV of Ana Electron');
      await expect(viewer).toBeVisible();
      await expect(viewer).toHaveAttribute('type', 'application/pdf');
      expect(await viewer.getAttribute('data')).toMatch(/^blob:/);
      const box = await viewer.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(100);
      // Chromium's PDF viewer is on in this window (webPreferences.plugins), so the <object> shows
      // the file instead of a blank box; and the page's CSP let it load from the blob: URL.
      expect(await page.evaluate(() => navigator.pdfViewerEnabled)).toBe(true);
      expect(refused).toEqual([]);
    } finally {
      await app.close();
    }
  });

  test('a conexao:// link and a second launch land in the running instance, which comes to the front', async () => {
    const userData = freshProfile();
    const env = appEnv(userData, { CONEXAO_API_URL: stack.apiUrl });
    const app = await launch(userData, { CONEXAO_API_URL: stack.apiUrl });
    try {
      const page = await app.firstWindow();
      await expect(page).toHaveURL(/\/signin$/);
      await app.evaluate(({ BrowserWindow }) => {
        const win = BrowserWindow.getAllWindows()[0]!;
        const focus = win.focus.bind(win);
        (globalThis as Record<string, unknown>).__focusCount = 0;
        win.focus = () => {
          (globalThis as unknown as Record<string, number>).__focusCount! += 1;
          focus();
        };
        win.hide();
      });

      // The OS starts a second Conexão with the link; it hands it over and quits.
      const second = spawn(electronBinary()!, ['.', 'conexao://reset-password/launch-test'], {
        cwd: root,
        env,
        stdio: 'ignore',
      });
      const exitCode = await new Promise<number | null>((done) => second.once('exit', done));
      expect(exitCode).toBe(0);

      await expect(page).toHaveURL(/\/reset-password\/launch-test$/);
      const state = await app.evaluate(({ BrowserWindow }) => ({
        windows: BrowserWindow.getAllWindows().length,
        visible: BrowserWindow.getAllWindows()[0]!.isVisible(),
        focused: (globalThis as unknown as Record<string, number>).__focusCount,
      }));
      expect(state.windows).toBe(1);
      expect(state.visible).toBe(true);
      expect(state.focused).toBeGreaterThanOrEqual(1);
    } finally {
      await app.close();
    }
  });

  test('checks a local update feed, downloads the update and offers Restart to update', async () => {
    test.skip(
      process.platform === 'darwin',
      'Squirrel.Mac installs only into a signed app: checked on Linux and Windows',
    );
    const feed = await startUpdateFeed('99.0.0');
    // electron-updater updates an AppImage in place; a stand-in file is enough to download.
    const appImage = join(freshProfile(), 'Conexao.AppImage');
    writeFileSync(appImage, 'stand-in');
    const app = await launch(freshProfile(), {
      CONEXAO_API_URL: stack.apiUrl,
      CONEXAO_UPDATE_URL: feed.url,
      ...(process.platform === 'linux' ? { APPIMAGE: appImage } : {}),
    });
    try {
      const page = await app.firstWindow();
      await expect(page.getByRole('button', { name: 'Restart to update' })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText('Version 99.0.0 is ready to install.')).toBeVisible();
      expect(feed.requests).toContain(`/${metadataFile()}`);
      expect(feed.requests).toContain(`/${feed.installer}`);
    } finally {
      await app.close();
      await feed.close();
    }
  });
});
