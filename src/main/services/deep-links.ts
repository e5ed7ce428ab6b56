import { resolve } from 'node:path';
import type { App } from 'electron';
import { IPC } from '@shared/desktop/ipc-channels';
import type { RendererMessenger } from './renderer-messenger';

/**
 * conexao:// links (the password-reset email holds conexao://reset-password/<reset_id>).
 * A link is turned into an in-app route and handed to the renderer (deep-link:open), which
 * navigates with its router and applies its own guards. Nothing else from the link is used:
 * no query, no fragment, no host other than the first path segment.
 */
export const DEEP_LINK_SCHEME = 'conexao';

const MAX_LINK_LENGTH = 512;
/** Route segments: ids, slugs and names; no '%', no '\', so nothing can decode into a traversal. */
const SEGMENT = /^[A-Za-z0-9._~-]{1,200}$/;

/**
 * `conexao://reset-password/abc` → `/reset-password/abc`; `conexao:///Chat` → `/Chat`.
 * Returns null for any other scheme, credentials, ports, queries, fragments, empty segments,
 * encoded characters, `.`/`..` segments or links longer than 512 characters.
 */
export function parseDeepLink(link: string): string | null {
  if (typeof link !== 'string' || link.length > MAX_LINK_LENGTH) return null;
  const prefix = `${DEEP_LINK_SCHEME}://`;
  if (link.slice(0, prefix.length).toLowerCase() !== prefix) return null;
  // Read the raw text rather than trusting URL parsing of a non-special scheme to normalise.
  const rest = link.slice(prefix.length).replace(/\/+$/, '');
  if (/[?#@:%\\\s]/.test(rest)) return null;
  const segments = rest.replace(/^\//, '').split('/');
  if (segments.length === 0 || segments.length > 8) return null;
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || /^\.+$/.test(segment)) return null;
  }
  return `/${segments.join('/')}`;
}

/** Windows and Linux pass the link as a command-line argument of the (second) instance. */
export function findDeepLinkInArgv(argv: readonly string[]): string | null {
  const prefix = `${DEEP_LINK_SCHEME}:`;
  return argv.find((arg) => arg.slice(0, prefix.length).toLowerCase() === prefix) ?? null;
}

/**
 * Registers the app as the conexao:// handler. Unpackaged (`electron .`) runs must pass the
 * app path, or the OS would start bare Electron with the link.
 */
export function registerProtocolClient(
  electronApp: Pick<App, 'setAsDefaultProtocolClient'>,
  proc: { defaultApp?: boolean; execPath: string; argv: string[] } = process,
): boolean {
  if (proc.defaultApp && proc.argv.length >= 2) {
    return electronApp.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, proc.execPath, [resolve(proc.argv[1]!)]);
  }
  return electronApp.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
}

/** Validates a link and forwards its route; a rejected link is logged and otherwise ignored. */
export function openDeepLink(
  link: string,
  messenger: RendererMessenger,
  log: (line: string) => void = console.warn,
): string | null {
  const route = parseDeepLink(link);
  if (route === null) {
    log(`Ignored a conexao:// link that is not an app route (${link.slice(0, 80)})`);
    return null;
  }
  messenger.send(IPC.deepLinkOpen, route);
  return route;
}
