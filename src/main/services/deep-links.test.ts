import { describe, expect, it, vi } from 'vitest';
import { IPC } from '@shared/desktop/ipc-channels';
import { findDeepLinkInArgv, openDeepLink, parseDeepLink, registerProtocolClient } from './deep-links';
import { RendererMessenger } from './renderer-messenger';

vi.mock('electron', () => ({}));

describe('deep-link parsing', () => {
  it('turns the reset link into the in-app route', () => {
    expect(parseDeepLink('conexao://reset-password/abc')).toBe('/reset-password/abc');
    expect(parseDeepLink('conexao://reset-password/0f9c2e1a-7b7d-4c1e-9d3b-2a4b6c8d0e1f')).toBe(
      '/reset-password/0f9c2e1a-7b7d-4c1e-9d3b-2a4b6c8d0e1f',
    );
    expect(parseDeepLink('conexao:///reset-password/abc')).toBe('/reset-password/abc');
    expect(parseDeepLink('CONEXAO://reset-password/abc/')).toBe('/reset-password/abc');
  });

  it('accepts other plain in-app paths', () => {
    expect(parseDeepLink('conexao://Chat')).toBe('/Chat');
    expect(parseDeepLink('conexao://chat/u_42')).toBe('/chat/u_42');
  });

  it('rejects other schemes', () => {
    for (const link of [
      'https://conexao.ao/reset-password/abc',
      'file:///etc/passwd',
      'conexaox://a',
      'app://conexao/x',
    ]) {
      expect(parseDeepLink(link), link).toBeNull();
    }
  });

  it('rejects traversal, encoding, queries, credentials, ports and junk', () => {
    for (const link of [
      'conexao://reset-password/../../etc',
      'conexao://reset-password/..',
      'conexao://../signin',
      'conexao://reset-password/%2e%2e/x',
      'conexao://reset-password/a%2fb',
      'conexao://reset-password/a\\..\\b',
      'conexao://reset-password/abc?next=https://evil.example',
      'conexao://reset-password/abc#frag',
      'conexao://user:pass@reset-password/abc',
      'conexao://reset-password:8080/abc',
      'conexao://reset-password//abc',
      'conexao://reset password/abc',
      'conexao://',
      `conexao://reset-password/${'a'.repeat(600)}`,
    ]) {
      expect(parseDeepLink(link), link).toBeNull();
    }
  });

  it('finds the link among command-line arguments (Windows/Linux)', () => {
    expect(findDeepLinkInArgv(['/opt/Conexao/conexao', '--flag', 'conexao://reset-password/x'])).toBe(
      'conexao://reset-password/x',
    );
    expect(findDeepLinkInArgv(['/opt/Conexao/conexao', '.'])).toBeNull();
  });
});

describe('deep-link delivery', () => {
  it('queues routes until the renderer is ready, then sends them in order', () => {
    const messenger = new RendererMessenger();
    expect(openDeepLink('conexao://reset-password/a', messenger)).toBe('/reset-password/a');
    openDeepLink('conexao://Chat', messenger);
    expect(messenger.pending).toBe(2);

    const send = vi.fn();
    messenger.attach({ send, isDestroyed: () => false });
    expect(send.mock.calls).toEqual([
      [IPC.deepLinkOpen, '/reset-password/a'],
      [IPC.deepLinkOpen, '/Chat'],
    ]);
    openDeepLink('conexao://jobs', messenger);
    expect(send).toHaveBeenLastCalledWith(IPC.deepLinkOpen, '/jobs');
  });

  it('drops an invalid link with a log line and sends nothing', () => {
    const messenger = new RendererMessenger();
    const log = vi.fn();
    expect(openDeepLink('conexao://../x', messenger, log)).toBeNull();
    expect(messenger.pending).toBe(0);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('waits again while the page reloads', () => {
    const messenger = new RendererMessenger();
    const send = vi.fn();
    messenger.attach({ send, isDestroyed: () => false });
    messenger.detach();
    openDeepLink('conexao://jobs', messenger);
    expect(send).not.toHaveBeenCalled();
    expect(messenger.pending).toBe(1);
  });
});

describe('protocol registration', () => {
  it('registers conexao:// for an installed app', () => {
    const app = { setAsDefaultProtocolClient: vi.fn(() => true) };
    registerProtocolClient(app, {
      defaultApp: false,
      execPath: '/opt/Conexao/conexao',
      argv: ['/opt/Conexao/conexao'],
    });
    expect(app.setAsDefaultProtocolClient).toHaveBeenCalledWith('conexao');
  });

  it('passes the app path when run unpackaged (electron .)', () => {
    const app = { setAsDefaultProtocolClient: vi.fn(() => true) };
    registerProtocolClient(app, {
      defaultApp: true,
      execPath: '/bin/electron',
      argv: ['/bin/electron', '/work/app'],
    });
    expect(app.setAsDefaultProtocolClient).toHaveBeenCalledWith('conexao', '/bin/electron', ['/work/app']);
  });
});
