import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => ({
  handler: null as null | ((request: { url: string }) => Promise<Response>),
  privileged: [] as unknown[],
}));

vi.mock('electron', () => ({
  protocol: {
    registerSchemesAsPrivileged: (schemes: unknown[]) => electron.privileged.push(...schemes),
    handle: (_scheme: string, handler: (request: { url: string }) => Promise<Response>) => {
      electron.handler = handler;
    },
  },
}));

import { handleAppProtocol, registerAppScheme, resolveRendererRequest } from './app-protocol';

const root = '/app/out/renderer';
const files = new Set([
  join(root, 'index.html'),
  join(root, 'assets/index-abc.js'),
  join(root, 'favicon.png'),
]);
const exists = async (path: string) => files.has(path);

describe('app:// path resolution', () => {
  it('serves files that exist under the renderer folder', async () => {
    expect(await resolveRendererRequest('app://conexao/assets/index-abc.js', root, exists)).toEqual({
      kind: 'file',
      path: join(root, 'assets/index-abc.js'),
    });
  });

  it('falls back to index.html for router paths (BrowserRouter)', async () => {
    for (const url of ['app://conexao/', 'app://conexao/signin', 'app://conexao/reset-password/abc123']) {
      expect(await resolveRendererRequest(url, root, exists)).toEqual({ kind: 'fallback' });
    }
  });

  it('answers 404, not index.html, for a missing script or asset', async () => {
    expect(await resolveRendererRequest('app://conexao/assets/gone.js', root, exists)).toEqual({
      kind: 'reject',
      status: 404,
    });
    expect(await resolveRendererRequest('app://conexao/other.css', root, exists)).toEqual({
      kind: 'reject',
      status: 404,
    });
  });

  it('never leaves the renderer folder', async () => {
    const outside = new Set(['/etc/passwd', '/app/out/secret', 'C:/windows/win.ini']);
    const everything = async (path: string) =>
      files.has(path) || outside.has(path) || path.startsWith('/etc');
    for (const url of [
      'app://conexao/..%2f..%2fetc%2fpasswd',
      'app://conexao/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      'app://conexao/..%5c..%5cwindows%5cwin.ini',
      'app://conexao/index.html%00.js',
      'app://conexao/%E0%A4%A',
    ]) {
      const target = await resolveRendererRequest(url, root, everything);
      if (target.kind === 'file') expect(target.path.startsWith(`${root}/`), url).toBe(true);
    }
    // Encoded separators and traversal are refused outright rather than normalised.
    expect(
      (await resolveRendererRequest('app://conexao/..%2f..%2fetc%2fpasswd', root, everything)).kind,
    ).toBe('reject');
    expect((await resolveRendererRequest('app://conexao/a%5c..%5cb', root, everything)).kind).toBe('reject');
    expect((await resolveRendererRequest('app://conexao/index.html%00.js', root, everything)).kind).toBe(
      'reject',
    );
  });

  it('refuses other hosts and schemes', async () => {
    expect((await resolveRendererRequest('app://evil/index.html', root, exists)).kind).toBe('reject');
    expect((await resolveRendererRequest('file:///etc/passwd', root, exists)).kind).toBe('reject');
  });

  it('registers app:// as a standard, secure scheme', () => {
    registerAppScheme();
    expect(electron.privileged).toContainEqual(
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }),
      }),
    );
  });
});

describe('app:// handler', () => {
  let base: string;
  let dir: string;
  beforeAll(() => {
    base = mkdtempSync(join(tmpdir(), 'conexao-protocol-'));
    dir = join(base, 'renderer');
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Conexão</title>');
    writeFileSync(join(dir, 'assets/app.js'), 'console.log(1)');
    writeFileSync(join(base, 'secret.txt'), 'outside');
    handleAppProtocol(dir, "default-src 'self'");
  });
  afterAll(() => {
    rmSync(base, { recursive: true, force: true });
  });

  it('serves index.html for a deep route with the CSP header', async () => {
    const res = await electron.handler!({ url: 'app://conexao/reset-password/xyz' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(await res.text()).toContain('<title>Conexão</title>');
  });

  it('serves scripts with a JavaScript type', async () => {
    const res = await electron.handler!({ url: 'app://conexao/assets/app.js' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
  });

  it('does not serve a file beside the renderer folder', async () => {
    const res = await electron.handler!({ url: 'app://conexao/..%2fsecret.txt' });
    expect(res.status).toBe(400);
  });
});
