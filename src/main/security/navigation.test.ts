import { describe, expect, it, vi } from 'vitest';
import { applyNavigationPolicy, createWillNavigateHandler, createWindowOpenHandler } from './navigation';

vi.mock('electron', () => ({}));

describe('new windows', () => {
  it('never opens a window; https: and mailto: go to the system', () => {
    const openExternal = vi.fn();
    const handle = createWindowOpenHandler(openExternal);
    expect(handle({ url: 'https://conexao.ao/terms' })).toEqual({ action: 'deny' });
    expect(handle({ url: 'mailto:rh@empresa.ao' })).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls).toEqual([['https://conexao.ao/terms'], ['mailto:rh@empresa.ao']]);
  });

  it('drops every other scheme without opening anything', () => {
    const openExternal = vi.fn();
    const handle = createWindowOpenHandler(openExternal);
    for (const url of [
      'http://example.com',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://host/share',
      'app://conexao/x',
      'ms-msdt:/id',
      'not a url',
    ]) {
      expect(handle({ url })).toEqual({ action: 'deny' });
    }
    expect(openExternal).not.toHaveBeenCalled();
  });
});

describe('navigation', () => {
  const event = () => ({ preventDefault: vi.fn() });

  it('lets the app navigate within itself', () => {
    const e = event();
    createWillNavigateHandler(null, vi.fn())(e, 'app://conexao/signin');
    expect(e.preventDefault).not.toHaveBeenCalled();
  });

  it('stops navigation anywhere else, handing https:/mailto: to the system', () => {
    const openExternal = vi.fn();
    const handle = createWillNavigateHandler(null, openExternal);
    const away = event();
    handle(away, 'https://evil.example/phish');
    expect(away.preventDefault).toHaveBeenCalled();
    expect(openExternal).toHaveBeenCalledWith('https://evil.example/phish');

    const file = event();
    handle(file, 'file:///etc/passwd');
    expect(file.preventDefault).toHaveBeenCalled();
    const otherHost = event();
    handle(otherHost, 'app://other/');
    expect(otherHost.preventDefault).toHaveBeenCalled();
    const dev = event();
    handle(dev, 'http://localhost:5173/');
    expect(dev.preventDefault).toHaveBeenCalled();
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it('trusts the dev server only when it is the configured one', () => {
    const e = event();
    createWillNavigateHandler('http://localhost:5173/', vi.fn())(e, 'http://localhost:5173/jobs');
    expect(e.preventDefault).not.toHaveBeenCalled();
  });

  it('wires will-navigate, will-redirect, window.open and webview attachment on a WebContents', () => {
    const handlers = new Map<string, (...args: unknown[]) => void>();
    let openHandler: ((d: { url: string }) => unknown) | undefined;
    const contents = {
      on: (name: string, fn: (...args: unknown[]) => void) => handlers.set(name, fn),
      setWindowOpenHandler: (fn: typeof openHandler) => (openHandler = fn),
    };
    applyNavigationPolicy(contents as never, null, vi.fn());
    expect([...handlers.keys()].sort()).toEqual(['will-attach-webview', 'will-navigate', 'will-redirect']);
    expect(openHandler!({ url: 'https://x.ao' })).toEqual({ action: 'deny' });

    const redirect = event();
    handlers.get('will-redirect')!(redirect, 'https://elsewhere.example', false, true);
    expect(redirect.preventDefault).toHaveBeenCalled();
    const webview = event();
    handlers.get('will-attach-webview')!(webview);
    expect(webview.preventDefault).toHaveBeenCalled();
  });
});
