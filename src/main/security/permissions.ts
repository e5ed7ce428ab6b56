import type { Session } from 'electron';
import { isAppUrl } from '../config/origins';

/**
 * Only the app's own page may use notifications; camera, microphone, geolocation, clipboard
 * reads, HID/serial/USB, fullscreen requests and everything else are refused.
 */
export function isPermissionAllowed(
  permission: string,
  requestingUrl: string,
  devUrl: string | null,
): boolean {
  return permission === 'notifications' && isAppUrl(requestingUrl, devUrl);
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
