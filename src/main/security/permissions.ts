import type { Session } from 'electron';
import { isAppUrl } from '../config/origins';

/**
 * What the app's own page may use: notifications, and writing text to the clipboard after a
 * click (`clipboard-sanitized-write`: the payment screens' copy buttons for a Multicaixa
 * reference or an IBAN). Camera, microphone, geolocation, clipboard reads, HID/serial/USB,
 * fullscreen requests and everything else are refused, and nothing is granted to other pages.
 */
const ALLOWED_PERMISSIONS = new Set(['notifications', 'clipboard-sanitized-write']);

export function isPermissionAllowed(
  permission: string,
  requestingUrl: string,
  devUrl: string | null,
): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && isAppUrl(requestingUrl, devUrl);
}

export function applyPermissionPolicy(session: Session, devUrl: string | null): void {
  session.setPermissionRequestHandler((contents, permission, callback, details) => {
    callback(isPermissionAllowed(permission, details.requestingUrl ?? contents.getURL(), devUrl));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, devUrl),
  );
  // Device pickers never show: no HID/serial/USB/Bluetooth access.
  session.setDevicePermissionHandler(() => false);
}
