import { readFile, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, normalize, relative } from 'node:path';
import { protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from '../config/origins';

/**
 * app://conexao/ serves out/renderer. A standard + secure scheme gives the page a real origin
 * (app://conexao) for CSP 'self', fetch and storage, and lets react-router's BrowserRouter use
 * ordinary paths: any path that is not a file gets index.html (SPA fallback). file:// would
 * give neither.
 */
export function registerAppScheme(): void {
  // Must run before the app's ready event.
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ]);
}

export type RendererTarget =
  | { kind: 'file'; path: string }
  | { kind: 'fallback' }
  | { kind: 'reject'; status: 400 | 404 };

/**
 * Maps a request URL to a file under `root`. Never leaves `root`: percent-encoded `..`,
 * backslashes and NUL are refused before the path is joined, and the joined path is checked
 * again. `exists` tells whether a candidate file is there (injected so tests need no disk).
 */
export async function resolveRendererRequest(
  requestUrl: string,
  root: string,
  exists: (path: string) => Promise<boolean>,
): Promise<RendererTarget> {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { kind: 'reject', status: 400 };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return { kind: 'reject', status: 404 };

  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'reject', status: 400 };
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return { kind: 'reject', status: 400 };
  if (pathname.split('/').some((segment) => segment === '..')) return { kind: 'reject', status: 400 };

  const file = normalize(join(root, pathname));
  const rel = relative(root, file);
  if (rel.startsWith('..') || isAbsolute(rel)) return { kind: 'reject', status: 400 };

  if (rel !== '' && (await exists(file))) return { kind: 'file', path: file };
  // A missing script or stylesheet must be a 404, not index.html served as JavaScript.
  if (pathname.startsWith('/assets/') || ['.js', '.mjs', '.css'].includes(extname(pathname))) {
    return { kind: 'reject', status: 404 };
  }
  return { kind: 'fallback' };
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Installs the app:// handler on the default session. `csp` is added to every response so
 * the policy holds even where webRequest does not see custom-scheme responses.
 */
export function handleAppProtocol(root: string, csp: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const target = await resolveRendererRequest(request.url, root, isFile);
    if (target.kind === 'reject') return new Response(null, { status: target.status });
    const path = target.kind === 'file' ? target.path : join(root, 'index.html');
    try {
      const body = await readFile(path);
      return new Response(body, {
        status: 200,
        headers: {
          'Content-Type': MIME[extname(path).toLowerCase()] ?? 'application/octet-stream',
          'Content-Security-Policy': csp,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    } catch {
      return new Response(null, { status: 404 });
    }
  });
}
