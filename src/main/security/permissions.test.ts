import { describe, expect, it, vi } from 'vitest';
import { applyPermissionPolicy, isPermissionAllowed } from './permissions';

vi.mock('electron', () => ({}));

describe('permission requests', () => {
  it('grants notifications to the app page only', () => {
    expect(isPermissionAllowed('notifications', 'app://conexao/Chat', null)).toBe(true);
    expect(isPermissionAllowed('notifications', 'https://evil.example/', null)).toBe(false);
  });

  it('lets the app page write text to the clipboard (copy buttons), and no other page', () => {
    expect(isPermissionAllowed('clipboard-sanitized-write', 'app://conexao/subscription-detail', null)).toBe(
      true,
    );
    expect(isPermissionAllowed('clipboard-sanitized-write', 'https://evil.example/', null)).toBe(false);
  });

  it('denies everything else, even to the app page', () => {
    for (const permission of [
      'media',
      'geolocation',
      'clipboard-read',
      'fullscreen',
      'openExternal',
      'hid',
      'midi',
    ]) {
      expect(isPermissionAllowed(permission, 'app://conexao/', null)).toBe(false);
    }
  });

  it('installs request, check and device handlers on the session', () => {
    let request: ((...args: unknown[]) => void) | undefined;
    let check: ((...args: unknown[]) => boolean) | undefined;
    let device: (() => boolean) | undefined;
    const session = {
      setPermissionRequestHandler: (fn: typeof request) => (request = fn),
      setPermissionCheckHandler: (fn: typeof check) => (check = fn),
      setDevicePermissionHandler: (fn: typeof device) => (device = fn),
    };
    applyPermissionPolicy(session as never, null);
    const contents = { getURL: () => 'app://conexao/' };
    const granted = vi.fn();
    request!(contents, 'notifications', granted, { requestingUrl: 'app://conexao/' });
    const denied = vi.fn();
    request!(contents, 'media', denied, { requestingUrl: 'app://conexao/' });
    expect(granted).toHaveBeenCalledWith(true);
    expect(denied).toHaveBeenCalledWith(false);
    expect(check!(contents, 'notifications', 'app://conexao')).toBe(true);
    expect(check!(contents, 'geolocation', 'app://conexao')).toBe(false);
    expect(device!()).toBe(false);
  });
});
