import type { Session } from 'electron';
import { PROVIDER_AVATAR_SOURCES } from '@shared/desktop/app-origin';

export interface CspOptions {
  /** The API the renderer talks to (HTTP and Socket.IO). */
  apiUrl: string;
  /** `electron-vite dev` only: the Vite server, whose HMR needs a socket and an inline preamble. */
  devServerUrl?: string | null;
}

/** http→ws, https→wss: Socket.IO upgrades to a WebSocket on the API's own host. */
function socketOrigin(origin: URL): string {
  return `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}`;
}

/**
 * The renderer's Content-Security-Policy. Scripts only from the app itself; network only to
 * the app and the configured API; images from the app, the API (uploads are served from its
 * /uploads/), the social sign-in providers' picture hosts (a social account's photo is the
 * provider's URL) and data:/blob: (previews of files being uploaded). Objects only from blob:
 * URLs, which only the app's own scripts can make: the PDF viewer of an application's CV
 * (issue 19), fed the bytes the app fetched with its token, never a URL from elsewhere. No <base>,
 * no native form submissions, and no page may frame the app.
 */
export function buildCsp({ apiUrl, devServerUrl }: CspOptions): string {
  const api = new URL(apiUrl);
  const connect = ["'self'", api.origin, socketOrigin(api)];
  const script = ["'self'"];
  if (devServerUrl) {
    const dev = new URL(devServerUrl);
    connect.push(dev.origin, socketOrigin(dev));
    // Vite's React Fast Refresh preamble; never in a built app (devServerUrl is null there).
    script.push("'unsafe-inline'");
  }
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    ['connect-src', connect],
    ['img-src', ["'self'", 'data:', 'blob:', api.origin, ...PROVIDER_AVATAR_SOURCES]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // The CV viewer's <object type="application/pdf" data="blob:…"> (features/applications).
    ['object-src', ['blob:']],
    ['base-uri', ["'none'"]],
    // React forms submit through the API client; a native submission would navigate away.
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/**
 * Sets the policy as a response header on everything the session loads (the dev server's
 * pages included). Any CSP the server sent is replaced, not merged, so the app's policy is
 * the one in force.
 */
export function installCsp(session: Session, csp: string): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...details.responseHeaders };
    for (const name of Object.keys(headers)) {
      if (name.toLowerCase() === 'content-security-policy') delete headers[name];
    }
    headers['Content-Security-Policy'] = [csp];
    callback({ responseHeaders: headers });
  });
}
