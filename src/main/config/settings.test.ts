import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryKeyValueStore } from '../services/key-value-store';
import { DesktopSettingsService } from '../services/desktop-settings';
import { UserSettingsStore } from '../services/settings-store';
import { adminConfigPath, loadAdminConfig } from './admin-config';
import { resolveSettings, type SettingsSources } from './settings';

vi.mock('electron', () => ({}));

const build = { apiUrl: 'http://localhost:4000', updatesEnabled: true };

function sources(overrides: Partial<SettingsSources> = {}): SettingsSources {
  return { admin: {}, user: {}, env: {}, build, isPackaged: true, warn: vi.fn(), ...overrides };
}

const enoent = () => {
  throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
};

describe('admin configuration file', () => {
  it('lives in the machine-wide folder of each OS', () => {
    expect(adminConfigPath('win32', { ProgramData: 'D:\\ProgramData' })).toMatch(
      /^D:\\ProgramData.Conexao.config\.json$/,
    );
    expect(adminConfigPath('darwin', {})).toBe('/Library/Application Support/Conexao/config.json');
    expect(adminConfigPath('linux', {})).toBe('/etc/conexao/config.json');
  });

  it('reads a valid file (byte-order mark allowed, as Notepad writes it)', () => {
    const warn = vi.fn();
    const text = '\uFEFF{"apiUrl":"https://rh.empresa.ao/","updatesEnabled":false,"locked":["apiUrl"]}';
    expect(loadAdminConfig('/etc/conexao/config.json', () => text, warn)).toEqual({
      config: { apiUrl: 'https://rh.empresa.ao', updatesEnabled: false, locked: ['apiUrl'] },
      problem: null,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('no file is no problem and says nothing', () => {
    const warn = vi.fn();
    expect(loadAdminConfig('/etc/conexao/config.json', enoent, warn)).toEqual({ config: {}, problem: null });
    expect(warn).not.toHaveBeenCalled();
  });

  it('a bad file is reported once and ignored as a whole, never thrown', () => {
    const bad: Array<[string, RegExp]> = [
      ['{"apiUrl": ', /not valid JSON/],
      ['{"apiUrl":"javascript:alert(1)","updatesEnabled":false}', /"apiUrl" must be an http\(s\) URL/],
      ['{"updateFeedUrl":"http://feed.example/"}', /"updateFeedUrl" must be an https:\/\/ URL/],
      ['{"apiurl":"https://x.ao"}', /apiurl/],
      ['{"locked":["apiUrl"]}', /locks "apiUrl" but does not set it/],
      ['{"locked":["updatesEnabled"],"updatesEnabled":false}', /"locked/],
      ['[]', /expected object/i],
    ];
    for (const [text, problem] of bad) {
      const warn = vi.fn();
      const result = loadAdminConfig('/etc/conexao/config.json', () => text, warn);
      expect(result.config, text).toEqual({});
      expect(result.problem, text).toMatch(problem);
      expect(warn, text).toHaveBeenCalledTimes(1);
    }
    const unreadable = loadAdminConfig(
      '/etc/conexao/config.json',
      () => {
        throw Object.assign(new Error('permission denied'), { code: 'EACCES' });
      },
      vi.fn(),
    );
    expect(unreadable).toEqual({ config: {}, problem: expect.stringMatching(/could not be read/) });
  });
});

describe('settings precedence', () => {
  it('API address: locked admin > CONEXAO_API_URL > the person > admin default > build', () => {
    const admin = { apiUrl: 'https://admin.ao' };
    const user = { apiUrl: 'https://mine.ao' };
    const env = { CONEXAO_API_URL: 'https://env.ao' };
    expect(resolveSettings(sources()).apiUrl).toBe('http://localhost:4000');
    expect(resolveSettings(sources({ build: { updatesEnabled: true } })).apiUrl).toBe(
      'http://localhost:4000',
    );
    expect(resolveSettings(sources({ admin })).apiUrl).toBe('https://admin.ao');
    expect(resolveSettings(sources({ admin, user })).apiUrl).toBe('https://mine.ao');
    expect(resolveSettings(sources({ admin, user, env })).apiUrl).toBe('https://env.ao');
    const locked = resolveSettings(sources({ admin: { ...admin, locked: ['apiUrl'] }, user, env }));
    expect(locked.apiUrl).toBe('https://admin.ao');
    expect(locked.locked).toEqual({ apiUrl: true, notifications: false, startAtLogin: false });
  });

  it('ignores a bad CONEXAO_API_URL with one warning', () => {
    const warn = vi.fn();
    expect(resolveSettings(sources({ env: { CONEXAO_API_URL: 'javascript:alert(1)' }, warn })).apiUrl).toBe(
      'http://localhost:4000',
    );
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('notifications and start at login: locked admin > the person > admin default > on/off', () => {
    expect(resolveSettings(sources())).toMatchObject({ notifications: true, startAtLogin: false });
    const admin = { notifications: false, startAtLogin: true };
    expect(resolveSettings(sources({ admin }))).toMatchObject({ notifications: false, startAtLogin: true });
    const user = { notifications: true, startAtLogin: false };
    expect(resolveSettings(sources({ admin, user }))).toMatchObject({
      notifications: true,
      startAtLogin: false,
    });
    const locking = { ...admin, locked: ['notifications' as const, 'startAtLogin' as const] };
    expect(resolveSettings(sources({ admin: locking, user }))).toMatchObject({
      notifications: false,
      startAtLogin: true,
      locked: { apiUrl: false, notifications: true, startAtLogin: true },
    });
  });

  it('updates: the admin file over the build; CONEXAO_UPDATE_URL only for an unpackaged run', () => {
    const feedBuild = { ...build, updateFeedUrl: 'https://downloads.conexao.ao/desktop' };
    expect(resolveSettings(sources({ build: feedBuild }))).toMatchObject({
      updatesEnabled: true,
      updateFeedUrl: 'https://downloads.conexao.ao/desktop',
    });
    expect(
      resolveSettings(
        sources({
          build: feedBuild,
          admin: { updatesEnabled: false, updateFeedUrl: 'https://it.empresa.ao/conexao' },
        }),
      ),
    ).toMatchObject({ updatesEnabled: false, updateFeedUrl: 'https://it.empresa.ao/conexao' });
    const env = { CONEXAO_UPDATE_URL: 'http://127.0.0.1:9/feed' };
    expect(resolveSettings(sources({ env, isPackaged: true })).updateFeedUrl).toBeNull();
    expect(resolveSettings(sources({ env, isPackaged: false })).updateFeedUrl).toBe(
      'http://127.0.0.1:9/feed',
    );
  });
});

describe('settings service', () => {
  afterEach(() => vi.useRealTimers());

  function service(admin = {}, problem: string | null = null) {
    const disk = memoryKeyValueStore();
    const applyStartAtLogin = vi.fn();
    const relaunch = vi.fn();
    const settings = new DesktopSettingsService({
      admin: { config: admin, problem },
      store: new UserSettingsStore(disk),
      env: {},
      build,
      isPackaged: true,
      startAtLoginSupported: true,
      applyStartAtLogin,
      relaunch,
    });
    return { settings, disk, applyStartAtLogin, relaunch };
  }

  it('saves the person’s changes and applies start at login', () => {
    const { settings, disk, applyStartAtLogin, relaunch } = service();
    const { settings: after, restarting } = settings.update({ notifications: false, startAtLogin: true });
    expect(after).toMatchObject({ notifications: false, startAtLogin: true, adminConfigProblem: null });
    expect(restarting).toBe(false);
    expect(applyStartAtLogin).toHaveBeenCalledWith(true);
    expect(relaunch).not.toHaveBeenCalled();
    expect(disk.data.get('notifications')).toBe(false);
  });

  it('refuses a change to a locked value, changing nothing', () => {
    const { settings, disk, applyStartAtLogin } = service({ startAtLogin: true, locked: ['startAtLogin'] });
    expect(() => settings.update({ startAtLogin: false })).toThrow(/set by the administrator/);
    expect(disk.data.size).toBe(0);
    expect(applyStartAtLogin).not.toHaveBeenCalled();
    settings.applyAtStart();
    expect(applyStartAtLogin).toHaveBeenCalledWith(true);
  });

  it('restarts the app for a new API address, after answering', () => {
    vi.useFakeTimers();
    const { settings, relaunch } = service();
    expect(settings.update({ apiUrl: 'https://rh.empresa.ao' }).restarting).toBe(true);
    expect(relaunch).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(relaunch).toHaveBeenCalledTimes(1);
  });

  it('shows why the admin file was ignored', () => {
    expect(
      service({}, '/etc/conexao/config.json is not valid JSON').settings.view().adminConfigProblem,
    ).toMatch(/not valid JSON/);
  });
});
