import { DEFAULT_NOTIFICATION_PREFERENCES } from '@shared/api/notifications';
import type { DesktopBridge } from '@shared/desktop/bridge';
import type { ApiCheck, DesktopSettings, SettingsPatch } from '@shared/desktop/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserBridge } from '../../../lib/browser-bridge';
import { renderApp } from '../../../test/render-app';
import { signInTestEmployer } from '../../../test/signed-in-employer';

const unlocked = { apiUrl: false, notifications: false, startAtLogin: false };

function desktopSettings(overrides: Partial<DesktopSettings> = {}): DesktopSettings {
  return {
    apiUrl: 'http://localhost:4000',
    notifications: true,
    startAtLogin: false,
    locked: unlocked,
    startAtLoginSupported: true,
    updatesEnabled: true,
    adminConfigProblem: null,
    ...overrides,
  };
}

/** The desktop bridge as the page sees it: the browser parts, plus main-process settings kept here. */
function installDesktopBridge(initial: DesktopSettings, check: (url: string) => ApiCheck) {
  let current = initial;
  const settings = {
    get: vi.fn(async () => current),
    set: vi.fn(async (patch: SettingsPatch) => {
      const apiUrl = typeof patch.apiUrl === 'string' ? patch.apiUrl : current.apiUrl;
      current = { ...current, ...patch, apiUrl };
      return { settings: current, restarting: patch.apiUrl !== undefined };
    }),
    checkApi: vi.fn(async (url: string) => check(url)),
  };
  window.conexao = { ...createBrowserBridge(), settings } as DesktopBridge;
  return settings;
}

function signIn() {
  signInTestEmployer({
    'GET /notifications/preferences': {
      status: 200,
      data: { message: 'ok', data: { preferences: DEFAULT_NOTIFICATION_PREFERENCES } },
    },
  });
}

afterEach(() => {
  delete window.conexao;
});

describe('settings screen', { timeout: 20_000 }, () => {
  it('is reachable from the profile menu', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/premium');
    await user.click(await screen.findByRole('button', { name: /Profile menu/ }));
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/settings');
    expect(await screen.findByLabelText('Language of the app')).toBeTruthy();
  });

  it('in a browser shows only the language, and switches the whole UI', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/settings');
    const language = await screen.findByLabelText('Language of the app');
    expect(screen.queryByLabelText('API server address')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText(/The desktop app also lets you choose/)).toBeTruthy();
    await user.selectOptions(language, 'pt');
    expect(await screen.findByLabelText('Idioma da aplicação')).toBeTruthy();
  });

  it('checks a new API address live and saves it with a restart', async () => {
    const settings = installDesktopBridge(desktopSettings(), (url) =>
      url === 'https://rh.empresa.ao' ? { ok: true, version: '0.2.0' } : { ok: false, reason: 'unreachable' },
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/settings');
    const address = (await screen.findByLabelText('API server address')) as HTMLInputElement;
    expect(address.value).toBe('http://localhost:4000');
    const save = screen.getByRole('button', { name: 'Save and restart' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.clear(address);
    await user.type(address, 'ftp://x');
    expect(await screen.findByText(/Enter an http:\/\/ or https:\/\/ address/)).toBeTruthy();

    await user.clear(address);
    await user.type(address, 'https://nowhere.example');
    expect(await screen.findByText(/Nothing answers at this address/, {}, { timeout: 3000 })).toBeTruthy();
    expect(save.disabled).toBe(true);

    await user.clear(address);
    await user.type(address, 'https://rh.empresa.ao/');
    expect(
      await screen.findByText(
        'A Conexão server (version 0.2.0) answers at this address.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(settings.checkApi).not.toHaveBeenCalledWith('ftp://x');
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    expect(settings.set).toHaveBeenCalledWith({ apiUrl: 'https://rh.empresa.ao' });
    expect(await screen.findByText(/Conexão is restarting/)).toBeTruthy();
  });

  it('saves notifications and start at login', async () => {
    const settings = installDesktopBridge(desktopSettings(), () => ({ ok: true, version: null }));
    signIn();
    const user = userEvent.setup();
    renderApp('/settings');
    const notifications = await screen.findByRole('switch', {
      name: /desktop notification for new chat messages/,
    });
    expect((notifications as HTMLInputElement).checked).toBe(true);
    await user.click(notifications);
    expect(settings.set).toHaveBeenLastCalledWith({ notifications: false });
    await waitFor(() => expect((notifications as HTMLInputElement).checked).toBe(false));
    await user.click(screen.getByRole('switch', { name: /Open Conexão when I sign in/ }));
    expect(settings.set).toHaveBeenLastCalledWith({ startAtLogin: true });
    expect(screen.getByText(/checks for updates by itself/)).toBeTruthy();
  });

  it('shows values the admin locked read-only, with a note, and no way to change them', async () => {
    const settings = installDesktopBridge(
      desktopSettings({
        apiUrl: 'https://rh.empresa.ao',
        locked: { apiUrl: true, notifications: false, startAtLogin: true },
        startAtLogin: true,
        updatesEnabled: false,
      }),
      () => ({ ok: true, version: null }),
    );
    signIn();
    renderApp('/settings');
    const address = (await screen.findByLabelText('API server address')) as HTMLInputElement;
    expect(address.readOnly).toBe(true);
    expect(address.getAttribute('aria-describedby')).toContain(
      screen.getAllByText('Set by your administrator.')[0]!.parentElement!.id,
    );
    expect(screen.queryByRole('button', { name: 'Save and restart' })).toBeNull();
    const startup = screen.getByRole('switch', { name: /Open Conexão when I sign in/ }) as HTMLInputElement;
    expect(startup.disabled).toBe(true);
    expect(screen.getAllByText('Set by your administrator.')).toHaveLength(2);
    expect(screen.getByText(/Automatic updates are turned off/)).toBeTruthy();
    expect(settings.checkApi).not.toHaveBeenCalled();
  });

  it('says where start at login is not available instead of showing a switch', async () => {
    installDesktopBridge(desktopSettings({ startAtLoginSupported: false }), () => ({
      ok: true,
      version: null,
    }));
    signIn();
    renderApp('/settings');
    const section = (await screen.findByRole('heading', { name: 'Start-up' })).closest('section')!;
    expect(within(section).queryByRole('switch')).toBeNull();
    expect(within(section).getByText('Only an installed Conexão can open at sign-in.')).toBeTruthy();
  });

  it('reports an ignored admin configuration file', async () => {
    installDesktopBridge(
      desktopSettings({ adminConfigProblem: '/etc/conexao/config.json is not valid JSON' }),
      () => ({
        ok: true,
        version: null,
      }),
    );
    signIn();
    renderApp('/settings');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /configuration file was ignored: .*not valid JSON/,
    );
  });
});
