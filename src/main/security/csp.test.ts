import { describe, expect, it, vi } from 'vitest';
import { buildCsp, installCsp } from './csp';

vi.mock('electron', () => ({}));

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('content security policy', () => {
  it('allows scripts only from the app and network only to the app and the API', () => {
    const csp = directives(buildCsp({ apiUrl: 'http://localhost:4000' }));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://localhost:4000', 'ws://localhost:4000']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('allows objects only from blob: (the CV viewer), and forbids <base>, native form submissions and framing', () => {
    const csp = directives(buildCsp({ apiUrl: 'http://localhost:4000' }));
    expect(csp.get('object-src')).toEqual(['blob:']);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('loads images only from the app, the API (uploads) and the sign-in providers, never any https: host', () => {
    const csp = directives(buildCsp({ apiUrl: 'https://api.conexao.ao/v1' }));
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.conexao.ao',
      'https://*.googleusercontent.com',
      'https://platform-lookaside.fbsbx.com',
      'https://graph.facebook.com',
      'https://*.fbcdn.net',
    ]);
    for (const directive of csp.values()) {
      expect(directive).not.toContain('https:');
      expect(directive).not.toContain('*');
      expect(directive).not.toContain('http:');
    }
  });

  it('uses the API origin only (no path) and wss: for an https API', () => {
    const csp = directives(buildCsp({ apiUrl: 'https://api.conexao.ao/v1' }));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.conexao.ao', 'wss://api.conexao.ao']);
  });

  it('never allows unsafe-eval, and unsafe-inline scripts only for the dev server', () => {
    const built = buildCsp({ apiUrl: 'http://localhost:4000' });
    expect(built).not.toContain('unsafe-eval');
    expect(directives(built).get('script-src')).not.toContain("'unsafe-inline'");
    const dev = directives(
      buildCsp({ apiUrl: 'http://localhost:4000', devServerUrl: 'http://localhost:5173/' }),
    );
    expect(dev.get('script-src')).toContain("'unsafe-inline'");
    expect(dev.get('connect-src')).toEqual(
      expect.arrayContaining(['http://localhost:5173', 'ws://localhost:5173', 'ws://localhost:4000']),
    );
  });

  it('replaces any CSP header on responses with the app policy', () => {
    let listener: ((details: unknown, cb: (r: unknown) => void) => void) | undefined;
    const session = { webRequest: { onHeadersReceived: (l: typeof listener) => (listener = l) } };
    installCsp(session as never, "default-src 'self'");
    const callback = vi.fn();
    listener!(
      { responseHeaders: { 'content-security-policy': ['default-src *'], 'X-Other': ['1'] } },
      callback,
    );
    expect(callback).toHaveBeenCalledWith({
      responseHeaders: { 'X-Other': ['1'], 'Content-Security-Policy': ["default-src 'self'"] },
    });
  });
});
